import type { Label, Tender } from '@/features/tenders/model/schemas';
import { t, tp } from '@/i18n/day-count';
import { formatEuro } from '@/lib/frame/format';

/** Label types as the API and the sample data spell them (spec, 'Readings of the API' 4). */
const LABEL_TYPES = {
  region: ['region', 'regio'],
  sector: ['sector'],
  minimumPrice: ['minimum price'],
} as const;

/** A label's value from the tender's own labels first, then the analysis labels; '' when absent. */
export function labelValue(tender: Pick<Tender, 'labels' | 'analysis'>, kind: keyof typeof LABEL_TYPES): string {
  const types: readonly string[] = LABEL_TYPES[kind];
  const matches = (label: Label) => types.includes(label.type.trim().toLowerCase());
  const label = tender.labels.find(matches) ?? tender.analysis?.labels.find(matches);
  return label?.value.trim() ?? '';
}

/** Reads '120000', '120000.50', and the Belgian '120.000' or '120.000,50'; null when it is no amount. */
function parseAmount(text: string): number | null {
  const belgian = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$|^\d+,\d{1,2}$/.test(text);
  const normalised = belgian ? text.replace(/\./g, '').replace(',', '.') : text;
  if (!/^\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

/** A 'Minimum price' label's text as an amount in euros; null for 'None', empty or text that is no amount. */
function amountOf(value: string): number | null {
  const text = value.trim();
  if (!text || text.toLowerCase() === 'none') return null;
  return parseAmount(text.replace(/[€\s]/g, '').replace(/^eur/i, ''));
}

/** The tender's estimated value: its 'Minimum price' label as euros, or null when it states none. */
export function minimumPriceOf(tender: Pick<Tender, 'labels' | 'analysis'>): number | null {
  return amountOf(labelValue(tender, 'minimumPrice'));
}

/** The minimum price as `€ 120.000`; 'None' or empty gives '-', text that is not a number is shown as is. */
export function formatMinimumPrice(value: string): string {
  const text = value.trim();
  if (!text || text.toLowerCase() === 'none') return '-';
  const amount = amountOf(text);
  return amount === null ? text : formatEuro(amount);
}

/**
 * The feed's wording of a day count (spec §2 'Feed pages'): the number and its label ('Dagen resterend',
 * 'Vandaag', 'Dagen geleden', 'Geen datum'); `spokenNumber` is false where the number adds nothing.
 */
export function dayCountText(daysRemaining: number | null): { number: string; label: string; spokenNumber: boolean } {
  if (daysRemaining === null) return { number: '–', label: t('dayCount.noDate'), spokenNumber: false };
  if (daysRemaining === 0) return { number: '0', label: t('dayCount.today'), spokenNumber: false };
  if (daysRemaining < 0) {
    const days = Math.abs(daysRemaining);
    return { number: String(days), label: tp('dayCount.daysAgo', days), spokenNumber: true };
  }
  return { number: String(daysRemaining), label: tp('dayCount.daysRemaining', daysRemaining), spokenNumber: true };
}
