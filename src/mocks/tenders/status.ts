/** Where a tender stands on a given day. */
import type { TenderRow } from '../db-types';
import { calendarDaysBetween } from '../lib/dates';

/** open: deadline today or later; closed: deadline passed, or an award/result notice; undated: no deadline. */
export type TenderStatus = 'open' | 'closed' | 'undated';

/** Calendar days until the deadline (0 = closes today), null without a deadline. */
export function daysRemaining(tender: TenderRow, now: Date): number | null {
  return tender.submissionDeadline ? calendarDaysBetween(now, new Date(tender.submissionDeadline)) : null;
}

export function tenderStatus(tender: TenderRow, now: Date): TenderStatus {
  if (tender.isResult) return 'closed';
  const days = daysRemaining(tender, now);
  if (days === null) return 'undated';
  return days >= 0 ? 'open' : 'closed';
}

/** Still worth bidding on: open or without a deadline. */
export function isAvailable(tender: TenderRow, now: Date): boolean {
  return tenderStatus(tender, now) !== 'closed';
}
