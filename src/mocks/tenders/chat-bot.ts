/**
 * The "AI tender assistant": recognises what a question is about and answers from the tender's own
 * fields only. Several subjects in one question give several answers; nothing recognised gives a polite
 * fallback that says what it can answer.
 */
import type { TenderRow } from '../db-types';
import { formatDate, formatTime, parseLocalIsoDate } from '../lib/dates';
import { formatDecimal, formatEuro } from '../lib/format';
import { daysRemaining, tenderStatus } from './status';
import { normalize } from './tokenize';

type Subject = {
  pattern: RegExp;
  answer: (tender: TenderRow, now: Date) => string;
};

function deadlineAnswer(tender: TenderRow, now: Date): string {
  if (tender.isResult) return 'Deze opdracht is al gegund: er kan niet meer worden ingeschreven.';
  if (!tender.submissionDeadline) {
    return 'De aankondiging vermeldt geen uiterste indieningsdatum. Controleer de opdrachtdocumenten of de aankondiging op TED.';
  }
  const deadline = new Date(tender.submissionDeadline);
  const when = `${formatDate(deadline)} om ${formatTime(deadline)}`;
  const days = daysRemaining(tender, now) ?? 0;
  if (days < 0) return `De uiterste indieningsdatum was ${when}; inschrijven is niet meer mogelijk.`;
  if (days === 0) return `De uiterste indieningsdatum is vandaag, ${when}. Dien je offerte tijdig in!`;
  return `De uiterste indieningsdatum is ${when}, nog ${days} ${days === 1 ? 'dag' : 'dagen'}.`;
}

function budgetAnswer(tender: TenderRow): string {
  if (tender.estimatedValueEur !== null) {
    return `De geraamde waarde van de opdracht is ${formatEuro(tender.estimatedValueEur)} (excl. btw).`;
  }
  if (tender.awardedValueEur !== null) {
    return `De opdracht werd gegund voor ${formatEuro(tender.awardedValueEur)} (excl. btw).`;
  }
  return 'De aankondiging vermeldt geen geraamde waarde; het budget staat mogelijk in de opdrachtdocumenten.';
}

function locationAnswer(tender: TenderRow): string {
  const place = [tender.organizationCity, tender.region].filter(Boolean).join(', ');
  return place
    ? `De opdracht situeert zich in ${place}${tender.nuts ? ` (NUTS-code ${tender.nuts})` : ''}.`
    : 'De aankondiging vermeldt geen plaats van uitvoering.';
}

function criteriaAnswer(tender: TenderRow): string {
  if (tender.awardCriteria.length === 0) {
    return 'De gunningscriteria staan niet in de aankondiging maar in de opdrachtdocumenten.';
  }
  const list = tender.awardCriteria
    .map(
      (criterion) =>
        `${criterion.name.replace(/\s+/g, ' ').trim()}${criterion.weight === null ? '' : ` (${criterion.weight})`}`,
    )
    .join('; ');
  return `De gunningscriteria zijn: ${list}.`;
}

function requirementsAnswer(tender: TenderRow): string {
  if (!tender.requirements?.trim()) {
    return 'De aankondiging vermeldt geen selectievereisten; bekijk de opdrachtdocumenten voor de voorwaarden.';
  }
  const headings = tender.requirements
    .split(/\n\s*\n/)
    .map((block) => (block.trim().split('\n')[0] ?? '').replace(/:.*$/, '').trim())
    .filter(Boolean);
  return `De aankondiging stelt vereisten rond: ${headings.join('; ')}. Je vindt de details in het tabblad Vereisten.`;
}

function durationAnswer(tender: TenderRow): string {
  if (tender.durationMonths === null) return 'De aankondiging vermeldt geen looptijd.';
  return `De opdracht loopt ${formatDecimal(tender.durationMonths)} maanden.`;
}

function lotsAnswer(tender: TenderRow): string {
  if (!tender.lots || tender.lots <= 1) return 'De opdracht is niet in percelen verdeeld.';
  return `De opdracht is verdeeld in ${tender.lots} percelen; je kan per perceel inschrijven tenzij de documenten iets anders zeggen.`;
}

function buyerAnswer(tender: TenderRow): string {
  return tender.organization
    ? `De aanbestedende dienst is ${tender.organization}${tender.organizationCity ? ` (${tender.organizationCity})` : ''}.`
    : 'De aankondiging vermeldt de aanbestedende dienst niet.';
}

function procedureAnswer(tender: TenderRow): string {
  const procedure = tender.procedureType
    ? `De procedure is: ${tender.procedureType}.`
    : 'De aankondiging vermeldt geen procedure.';
  return `${procedure} Het gaat om een ${tender.noticeType?.toLowerCase() ?? 'aankondiging'}.`;
}

function publicationAnswer(tender: TenderRow): string {
  return `De aankondiging werd gepubliceerd op ${formatDate(parseLocalIsoDate(tender.publicationDate))}.`;
}

/** Order matters only for the order of the answers. */
const SUBJECTS: Subject[] = [
  { pattern: /deadline|indien|termijn|wanneer|uiterste|sluit|datum/, answer: deadlineAnswer },
  { pattern: /budget|waarde|prijs|kost|bedrag|euro|€/, answer: budgetAnswer },
  { pattern: /locatie|waar |waar\?|regio|plaats|provincie|adres/, answer: locationAnswer },
  { pattern: /criteri|gunning|beoordeel|weging|punten/, answer: criteriaAnswer },
  { pattern: /vereist|voorwaarde|selectie|referentie|eisen|document|attest|voorleggen/, answer: requirementsAnswer },
  { pattern: /looptijd|duur|hoe lang|maanden|jaar/, answer: durationAnswer },
  { pattern: /perce|loten|lot /, answer: lotsAnswer },
  { pattern: /wie (is|zijn|organiseert|schrijft)|opdrachtgever|aanbestedende|organisatie|koper/, answer: buyerAnswer },
  { pattern: /procedure|soort aankondiging|type/, answer: procedureAnswer },
  { pattern: /gepubliceerd|publicatie/, answer: publicationAnswer },
];

const GREETING = /^(hallo|hoi|dag|goedemorgen|goedemiddag|hey|hi)\b/;

function fallback(tender: TenderRow, now: Date): string {
  const status = tenderStatus(tender, now);
  const closed = status === 'closed' ? ' Let op: deze aanbesteding is afgesloten.' : '';
  return (
    'Daar vind ik in deze aankondiging geen antwoord op. Ik kan je helpen met de deadline, het budget, de locatie, ' +
    `de gunningscriteria, de vereisten, de looptijd en de percelen.${closed} Voor persoonlijke hulp kan je een partner ` +
    'inschakelen via "Krijg persoonlijke hulp".'
  );
}

export function answerQuestion(tender: TenderRow, question: string, now: Date): string {
  const text = ` ${normalize(question)} `;
  const answers = SUBJECTS.filter((subject) => subject.pattern.test(text)).map((subject) =>
    subject.answer(tender, now),
  );
  if (answers.length > 0) return answers.join('\n\n');
  if (GREETING.test(text.trim())) {
    return `Hallo! Ik beantwoord je vragen over "${tender.displayName}". ${deadlineAnswer(tender, now)}`;
  }
  return fallback(tender, now);
}
