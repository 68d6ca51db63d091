import type { Tender } from '@/features/tenders/model/schemas';
import { parseDate } from '@/lib/frame/format';

/** available: a deadline still to come; none: no (readable) deadline; past: the deadline has gone by. */
export type CalendarAvailability = 'available' | 'none' | 'past';

/**
 * Whether 'Zet in agenda' has something to add. Small on purpose: the cards load it at start, the .ics
 * building only on a click. The day count the card shows decides 'past', so the two never disagree.
 */
export function calendarAvailability(tender: Pick<Tender, 'submissionDate' | 'daysRemaining'>): CalendarAvailability {
  if (!parseDate(tender.submissionDate)) return 'none';
  return tender.daysRemaining !== null && tender.daysRemaining < 0 ? 'past' : 'available';
}
