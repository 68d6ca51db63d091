import { DEFAULT_BID_CRITERIA } from '@/config/bids';
import type { Criterion, Sheet } from '../api/schemas';
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

/** A stored sheet whose criteria were lost (not in the app's shape) gets the defaults back. */
export function withDefaults(sheet: Sheet, criteria: Criterion[]): Sheet {
  return sheet.criteria.length > 0 ? sheet : { ...sheet, criteria };
}

/** The size the API counts against its 64 KB limit: the sheet's JSON in UTF-8 bytes. */
export function sheetBytes(sheet: Sheet): number {
  return new TextEncoder().encode(JSON.stringify(sheet)).length;
}
