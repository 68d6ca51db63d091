import type { Label, Tender } from '@/features/tenders/api/schemas';
import { formatCardDate, formatEuro } from '@/lib/format';

/** Label types as the API and the sample data spell them (spec, 'Readings of the API' 4). */
const LABEL_TYPES = {
  region: ['region', 'regio'],
  sector: ['sector'],
  minimumPrice: ['minimum price'],
} as const;

const LOCATION_TOPICS = ['location', 'locatie'];

/** A label's value from the tender's own labels first, then the analysis labels; '' when absent. */
export function labelValue(tender: Tender, kind: keyof typeof LABEL_TYPES): string {
  const types: readonly string[] = LABEL_TYPES[kind];
  const matches = (label: Label) => types.includes(label.type.trim().toLowerCase());
  const label = tender.labels.find(matches) ?? tender.analysis?.labels.find(matches);
  return label?.value.trim() ?? '';
}

/** Markdown reduced to the plain text of its first non-empty line (the card has room for one line). */
export function firstPlainLine(markdown: string): string {
  const line = markdown
    .split(/\r?\n/)
    .map((text) => text.trim())
    .find((text) => text.length > 0);
  if (!line) return '';
  return line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^(#{1,6}\s+|>\s*|[-*+]\s+|\d+[.)]\s+)/, '')
    .replace(/[*_`~]/g, '')
    .trim();
}

/** The place from the analysis topic of type location/locatie, as plain text. */
export function tenderLocation(tender: Tender): string {
  const topic = tender.analysis?.topics.find((item) => LOCATION_TOPICS.includes(item.type.trim().toLowerCase()));
  return topic ? firstPlainLine(topic.value) : '';
}

/** The minimum price as `€ 120.000`; 'None' or empty gives '-', text that is not a number is shown as is. */
export function formatMinimumPrice(value: string): string {
  const text = value.trim();
  if (!text || text.toLowerCase() === 'none') return '-';
  const amount = parseAmount(text.replace(/[€\s]/g, '').replace(/^eur/i, ''));
  return amount === null ? text : formatEuro(amount);
}

/** Reads '120000', '120000.50', and the Belgian '120.000' or '120.000,50'; null when it is no amount. */
function parseAmount(text: string): number | null {
  const belgian = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$|^\d+,\d{1,2}$/.test(text);
  const normalised = belgian ? text.replace(/\./g, '').replace(',', '.') : text;
  if (!/^\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

/** Feed cards show the nl-BE date; landing sample cards the first 10 characters of submissionDate (spec §2). */
export function deadlineText(submissionDate: string, variant: 'feed' | 'landing'): string {
  if (variant === 'landing') return submissionDate.slice(0, 10) || '-';
  return formatCardDate(submissionDate);
}

export type DayCountTone = 'emerald' | 'amber' | 'red' | 'slate';

/** Emerald above 14 days, amber at 14 or fewer, red at 3 or fewer, slate when past or undated (design.md). */
export function dayCountTone(daysRemaining: number | null): DayCountTone {
  if (daysRemaining === null || daysRemaining < 0) return 'slate';
  if (daysRemaining <= 3) return 'red';
  if (daysRemaining <= 14) return 'amber';
  return 'emerald';
}
