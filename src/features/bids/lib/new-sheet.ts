import { DEFAULT_BID_CRITERIA } from '@/config/bids';
import type { Criterion, Sheet } from '@/features/bids/model/schemas';
import type { BidTender } from './bid-tender';
import { prefillGates } from './prefill-gates';

/** The default criteria with their Dutch labels (the caller's dictionary), unscored. */
export function defaultCriteria(labelOf: (key: (typeof DEFAULT_BID_CRITERIA)[number]['key']) => string): Criterion[] {
  return DEFAULT_BID_CRITERIA.map(({ key, weight }) => ({ id: key, label: labelOf(key), weight, score: null }));
}

/** A new sheet for a tender: knock-outs from its requirements, the default criteria, no dates, no notes. */
export function newSheet(tender: Pick<BidTender, 'analysis'>, criteria: Criterion[]): Sheet {
  return { gates: prefillGates(tender), criteria, milestones: {}, notes: '' };
}

/**
 * A stored sheet without criteria gets the defaults back: one never started (a Bid added to the pipeline
 * with 'Toevoegen aan biedingen') or whose criteria were lost (not in the app's shape). Without knock-outs
 * either, it gets those of the tender's requirements, as a new sheet does.
 */
export function withDefaults(sheet: Sheet, tender: Pick<BidTender, 'analysis'>, criteria: Criterion[]): Sheet {
  if (sheet.criteria.length > 0) return sheet;
  return { ...sheet, criteria, gates: sheet.gates.length > 0 ? sheet.gates : prefillGates(tender) };
}

/** The size the API counts against its 64 KB limit: the sheet's JSON in UTF-8 bytes. */
export function sheetBytes(sheet: Sheet): number {
  return new TextEncoder().encode(JSON.stringify(sheet)).length;
}
