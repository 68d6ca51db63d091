/**
 * The "AI tender assistant": recognises what a question is about and answers from the tender's own
 * topics only, quoting the passage that answers and naming its tab. When the tender has no topic on the
 * subject it says so. Several subjects in one question give several answers; a question on no known
 * subject is answered with the passage of any topic that shares its words, else a polite fallback.
 * Every passage it quotes is also returned as a source (topic type and exact excerpt) for 'Cited answers'.
 */
import { tDynamic } from '@/i18n/tenders';
import type { ChatSourceRow, TenderRow, TopicRow, TopicType } from '../db-types';
import { formatDate, formatTime, parseLocalIsoDate } from '../lib/dates';
import { formatDecimal, formatEuro } from '../lib/format';
import { daysRemaining, tenderStatus } from './status';
import { keywords, normalize } from './tokenize';

type Subject = {
  pattern: RegExp;
  answer: (tender: TenderRow, now: Date) => string;
  /** The topics that hold the answer, most specific first. */
  topics: readonly TopicType[];
  /** Marks the passage of those topics that answers (tested on its normalised text). */
  cue: RegExp;
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

function sectorAnswer(tender: TenderRow): string {
  return tender.sector ? `De opdracht valt onder de sector ${tender.sector}.` : 'De aankondiging vermeldt geen sector.';
}

function publicationAnswer(tender: TenderRow): string {
  return `De aankondiging werd gepubliceerd op ${formatDate(parseLocalIsoDate(tender.publicationDate))}.`;
}

/** Order matters only for the order of the answers. */
const SUBJECTS: Subject[] = [
  {
    pattern: /deadline|indien|termijn|wanneer|uiterste|sluit|datum/,
    answer: deadlineAnswer,
    topics: ['planning_and_deadlines'],
    cue: /uiterste|indiening|deadline|gegund|inschrijven/,
  },
  {
    pattern: /budget|waarde|prijs|kost|bedrag|euro|€/,
    answer: budgetAnswer,
    topics: ['budgeting_and_finance'],
    cue: /waarde|€|bedrag/,
  },
  {
    pattern: /locatie|waar |waar\?|regio| plaats|provincie|adres/,
    answer: locationAnswer,
    topics: ['location'],
    cue: /./,
  },
  {
    pattern: /criteri|gunning|gegund|beoordeel|weging|punten/,
    answer: criteriaAnswer,
    topics: ['award_criteria'],
    cue: /criteri|weging|%|punten/,
  },
  {
    pattern: /vereist|voorwaarde|selectie|referentie|eisen|document|attest|voorleggen/,
    answer: requirementsAnswer,
    topics: ['requirements'],
    cue: /./,
  },
  {
    pattern: /looptijd|duur|hoe lang|maanden|jaar/,
    answer: durationAnswer,
    topics: ['duration'],
    cue: /maand|dag|jaar|loopt/,
  },
  { pattern: /perce|loten|lot /, answer: lotsAnswer, topics: ['budgeting_and_finance', 'summary'], cue: /percel/ },
  {
    pattern: /wie (is|zijn|organiseert|schrijft)|opdrachtgever|aanbestedende|organisatie|koper/,
    answer: buyerAnswer,
    topics: ['summary'],
    cue: /aanbestedende dienst|opdrachtgever/,
  },
  {
    pattern: /procedure|soort aankondiging|type/,
    answer: procedureAnswer,
    topics: ['summary', 'planning_and_deadlines'],
    cue: /procedure|type aankondiging/,
  },
  {
    pattern: /gepubliceerd|publicatie/,
    answer: publicationAnswer,
    topics: ['planning_and_deadlines'],
    cue: /publicatie/,
  },
  {
    pattern: /sector|cpv|branche/,
    answer: sectorAnswer,
    topics: ['sectors', 'summary'],
    cue: /sector|cpv|^- \d/,
  },
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

/** The passages of a topic: paragraphs, each list item and each table (as a whole) apart. */
function passagesOf(value: string): string[] {
  return value
    .split(/\n\s*\n/)
    .flatMap((block) => {
      const lines = block.trim().split('\n');
      if (lines.every((line) => /^\s*[-*] /.test(line))) return lines;
      return [block.trim()];
    })
    .filter((passage) => passage && !/^#+ /.test(passage) && !passage.startsWith('_Bron:'));
}

const MAX_QUOTE = 600;

/** A passage, cut at a sentence end when it is long: always an exact substring of the topic's text. */
function excerpt(passage: string): { text: string; isCut: boolean } {
  const text = passage.trim();
  if (text.length <= MAX_QUOTE) return { text, isCut: false };
  const cut = text.slice(0, MAX_QUOTE);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('\n'));
  return { text: (end > 100 ? cut.slice(0, end + 1) : cut).trimEnd(), isCut: true };
}

/** A passage as a markdown quote, shortened at a sentence end when it is long. */
function quote(passage: string): string {
  const { text, isCut } = excerpt(passage);
  return `${text}${isCut ? '…' : ''}`
    .split('\n')
    .map((line) => `> ${line.replace(/ {2}$/, '')}`)
    .join('\n');
}

/** The citation of a passage (optional `sources` of the API contract): its text without a list marker. */
function source(topic: TopicRow, passage: string): ChatSourceRow {
  return { topicType: topic.type, quote: excerpt(passage).text.replace(/^[-*] +/, '') };
}

function overlap(passage: string, questionWords: ReadonlySet<string>): number {
  return keywords(passage).filter((word) => questionWords.has(word)).length;
}

type Found = { topic: TopicRow; passages: string[] };

/** The passages of the subject's topics that answer: those with its cue, best match with the question first. */
function findPassages(tender: TenderRow, subject: Subject, questionWords: ReadonlySet<string>): Found | null {
  for (const type of subject.topics) {
    const topic = tender.topics.find((candidate) => candidate.type === type);
    if (!topic) continue;
    const passages = passagesOf(topic.value)
      .map((passage) => ({ passage, score: overlap(passage, questionWords) }))
      .filter(({ passage }) => subject.cue.test(normalize(passage)))
      .sort((a, b) => b.score - a.score)
      .slice(0, 3)
      .map(({ passage }) => passage);
    if (passages.length > 0) return { topic, passages };
  }
  return null;
}

function tabName(topic: TopicRow): string {
  return tDynamic(`tenders.topics.${topic.type}`, topic.type.replace(/_/g, ' '));
}

function quoted(found: Found): string {
  return `Uit het tabblad **${tabName(found.topic)}**:\n\n${found.passages.map(quote).join('\n>\n')}`;
}

function sourcesOf(found: Found | null): ChatSourceRow[] {
  return found ? found.passages.map((passage) => source(found.topic, passage)) : [];
}

/** An answer and the passages it quotes, cited by the same `Found` so the two never disagree. */
export type ChatAnswer = { content: string; sources: ChatSourceRow[] };

function subjectAnswer(tender: TenderRow, subject: Subject, questionWords: ReadonlySet<string>, now: Date): ChatAnswer {
  const found = findPassages(tender, subject, questionWords);
  const answer = subject.answer(tender, now);
  return { content: found ? `${answer}\n\n${quoted(found)}` : answer, sources: sourcesOf(found) };
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Whether the app shows a passage in the topic's tab: the description tab shows the short display
 * description, not the `description` topic (spec readings §5), so only what that holds can be cited.
 */
function isShown(tender: TenderRow, topic: TopicRow, passage: string): boolean {
  return topic.type !== 'description' || collapse(tender.displayDescription).includes(collapse(passage));
}

/** For a question on no known subject: the shown passage of any topic that shares the most of its words. */
function bestPassageAnywhere(tender: TenderRow, questionWords: ReadonlySet<string>): Found | null {
  let best: { topic: TopicRow; passage: string; score: number } | null = null;
  for (const topic of tender.topics) {
    for (const passage of passagesOf(topic.value).filter((candidate) => isShown(tender, topic, candidate))) {
      const score = overlap(passage, questionWords);
      if (score > 0 && (!best || score > best.score)) best = { topic, passage, score };
    }
  }
  return best && { topic: best.topic, passages: [best.passage] };
}

/** Two subjects may quote the same passage (the procedure and the deadline both live in the planning). */
function unique(sources: ChatSourceRow[]): ChatSourceRow[] {
  return sources.filter(
    (source, index) =>
      sources.findIndex((other) => other.topicType === source.topicType && other.quote === source.quote) === index,
  );
}

export function answerQuestion(tender: TenderRow, question: string, now: Date): ChatAnswer {
  const text = ` ${normalize(question)} `;
  const questionWords = new Set(keywords(question));
  const answers = SUBJECTS.filter((subject) => subject.pattern.test(text)).map((subject) =>
    subjectAnswer(tender, subject, questionWords, now),
  );
  if (answers.length > 0) {
    return {
      content: answers.map((answer) => answer.content).join('\n\n'),
      sources: unique(answers.flatMap((answer) => answer.sources)),
    };
  }
  if (GREETING.test(text.trim())) {
    return {
      content: `Hallo! Ik beantwoord je vragen over "${tender.displayName}". ${deadlineAnswer(tender, now)}`,
      sources: [],
    };
  }
  const found = bestPassageAnywhere(tender, questionWords);
  if (found) return { content: `Dit vond ik in de aankondiging.\n\n${quoted(found)}`, sources: sourcesOf(found) };
  return { content: fallback(tender, now), sources: [] };
}
