/**
 * The "AI analysis" of a tender: Dutch markdown topics built only from the notice's own fields. A topic
 * whose source data is empty is left out, except the description and the summary.
 */
import type { AwardCriterion, TenderRow, TopicRow, TopicType } from '../db-types';
import { formatDate, formatTime, parseLocalIsoDate } from '../lib/dates';
import { formatDecimal, formatEuro } from '../lib/format';

export type TopicSource = Omit<TenderRow, 'topics'>;

/** Tab order of spec §2 (tender detail); a topic's id is tenderId × 100 + its place here. */
const TOPIC_ORDER: readonly TopicType[] = [
  'description',
  'budgeting_and_finance',
  'planning_and_deadlines',
  'duration',
  'location',
  'award_criteria',
  'summary',
  'sectors',
  'requirements',
];

const TWO_STAGE_PROCEDURE = /niet-openbaar|voorafgaande oproep|concurrentiegerichte dialoog|innovatiepartnerschap/i;
const TED_ATTRIBUTION = '_Bron: TED – Tenders Electronic Daily, © Europese Unie._';

/** Keeps the notice's own line breaks (markdown would join single newlines). */
function paragraphs(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.trim().split('\n').join('  \n'))
    .join('\n\n');
}

function bullets(items: ReadonlyArray<readonly [string, string | null | undefined]>): string {
  return items
    .filter((item): item is readonly [string, string] => Boolean(item[1]))
    .map(([label, value]) => `- **${label}:** ${value}`)
    .join('\n');
}

function tableCell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}

function description(tender: TopicSource): string {
  const note =
    tender.language === 'fr' ? '_De aanbestedende dienst publiceerde deze aankondiging enkel in het Frans._\n\n' : '';
  return `${note}${paragraphs(tender.description)}`;
}

function budget(tender: TopicSource): string | null {
  if (tender.estimatedValueEur === null && tender.awardedValueEur === null) return null;
  const list = bullets([
    ['Geraamde waarde (excl. btw)', tender.estimatedValueEur === null ? null : formatEuro(tender.estimatedValueEur)],
    ['Gegunde waarde (excl. btw)', tender.awardedValueEur === null ? null : formatEuro(tender.awardedValueEur)],
    ['Aantal percelen', tender.lots && tender.lots > 1 ? String(tender.lots) : null],
  ]);
  return `${list}\n\nBedragen zoals gepubliceerd in de aankondiging; de definitieve prijs volgt uit de offertes.`;
}

function planning(tender: TopicSource): string {
  const deadline = tender.submissionDeadline ? new Date(tender.submissionDeadline) : null;
  const list = bullets([
    ['Publicatiedatum', formatDate(parseLocalIsoDate(tender.publicationDate))],
    ['Uiterste indieningsdatum', deadline ? `${formatDate(deadline)} om ${formatTime(deadline)}` : null],
    ['Procedure', tender.procedureType],
  ]);
  if (tender.isResult) {
    return `${list}\n\nDit is een aankondiging van een gegunde opdracht of een uitslag: inschrijven is niet meer mogelijk.`;
  }
  if (!deadline) {
    return `${list}\n\nDeze aankondiging vermeldt geen uiterste indieningsdatum. Raadpleeg de aankondiging op TED of de opdrachtdocumenten.`;
  }
  const twoStage = TWO_STAGE_PROCEDURE.test(tender.procedureType ?? '') || /aanvraag tot deelneming/i.test(tender.name);
  return twoStage
    ? `${list}\n\nBij deze procedure is dit de uiterste datum voor een aanvraag tot deelneming; geselecteerde kandidaten krijgen daarna een eigen termijn voor hun offerte.`
    : list;
}

function duration(tender: TopicSource): string | null {
  const months = tender.durationMonths;
  if (months === null) return null;
  if (months < 1) return `De opdracht loopt ongeveer **${Math.max(1, Math.round(months * 30.4))} dagen**.`;
  const years = months >= 12 ? ` (${formatDecimal(months / 12)} jaar)` : '';
  return `De opdracht loopt **${formatDecimal(months)} maanden**${years}.`;
}

/** One plain line (no markdown): tender cards show this topic's value as the location. */
function location(tender: TopicSource): string | null {
  const place = [tender.organizationCity, tender.region].filter(
    (part, index, all): part is string => Boolean(part) && all.indexOf(part) === index,
  );
  if (place.length === 0) return null;
  return `${place.join(', ')}${tender.nuts ? ` (NUTS ${tender.nuts})` : ''}`;
}

function weightLabel(criteria: AwardCriterion[]): (weight: number | null) => string {
  const total = criteria.reduce((sum, criterion) => sum + (criterion.weight ?? 0), 0);
  return (weight) => (weight === null ? '–' : total === 100 ? `${weight} %` : `${weight} punten`);
}

function awardCriteria(tender: TopicSource): string | null {
  const criteria = tender.awardCriteria;
  if (criteria.length === 0) return null;
  const hasWeights = criteria.some((criterion) => criterion.weight !== null);
  const label = weightLabel(criteria);
  const overview = hasWeights
    ? [
        '| Criterium | Weging |',
        '| --- | --- |',
        ...criteria.map((c) => `| ${tableCell(c.name)} | ${label(c.weight)} |`),
      ].join('\n')
    : criteria.map((criterion) => `- ${criterion.name.replace(/\s+/g, ' ').trim()}`).join('\n');
  const explained = criteria.filter((criterion) => criterion.description);
  if (explained.length === 0) return overview;
  const details = explained.map(
    (criterion) => `**${tableCell(criterion.name)}**\n\n${paragraphs(criterion.description ?? '')}`,
  );
  return [overview, '### Toelichting', ...details].join('\n\n');
}

function summary(tender: TopicSource): string {
  const city =
    tender.organizationCity && tender.organizationCity !== tender.organization ? ` (${tender.organizationCity})` : '';
  const organization = tender.organization ? `${tender.organization}${city}` : null;
  const list = bullets([
    ['Aanbestedende dienst', organization],
    ['Soort opdracht', tender.contractType],
    ['Type aankondiging', tender.noticeType],
    ['Procedure', tender.procedureType],
    ['Percelen', tender.lots && tender.lots > 1 ? String(tender.lots) : null],
    ['Sector', tender.sector],
    ['Referentie', `TED ${tender.sourceId}`],
    ['Opdrachtgever', tender.euInstitution ? 'Europese instelling met zetel in Brussel' : null],
  ]);
  const link = tender.tedUrl ? `\n\n[Bekijk de volledige aankondiging op TED](${tender.tedUrl})` : '';
  return `**${tender.displayName}**\n\n${tender.displayDescription}\n\n${list}${link}\n\n${TED_ATTRIBUTION}`;
}

function sectors(tender: TopicSource): string | null {
  if (tender.cpv.length === 0 && !tender.sector) return null;
  const sector = tender.sector ? `**Sector:** ${tender.sector}\n\n` : '';
  const codes = tender.cpv.map((code, index) => `- ${code} – ${tender.cpvLabels[index] ?? 'onbekende omschrijving'}`);
  return `${sector}**CPV-codes** (eerst de hoofdcode)\n\n${codes.join('\n')}`;
}

/** "Heading:\ntext" blocks become a bold heading with the text under it. */
function requirements(tender: TopicSource): string | null {
  if (!tender.requirements?.trim()) return null;
  return tender.requirements
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const [first = '', ...rest] = block.trim().split('\n');
      if (first.endsWith(':') && rest.length > 0) return `**${first.slice(0, -1)}**\n\n${paragraphs(rest.join('\n'))}`;
      const inline = /^([^:]{3,90}):\s+(.+)$/.exec(first);
      if (inline && rest.length === 0) return `**${inline[1]}:** ${inline[2]}`;
      return paragraphs(block);
    })
    .join('\n\n');
}

const BUILDERS: Record<TopicType, (tender: TopicSource) => string | null> = {
  description,
  budgeting_and_finance: budget,
  planning_and_deadlines: planning,
  duration,
  location,
  award_criteria: awardCriteria,
  summary,
  sectors,
  requirements,
};

export function buildTopics(tender: TopicSource): TopicRow[] {
  return TOPIC_ORDER.flatMap((type, index) => {
    const value = BUILDERS[type](tender);
    return value === null ? [] : [{ id: tender.id * 100 + index + 1, type, value, language: 'nl' as const }];
  });
}
