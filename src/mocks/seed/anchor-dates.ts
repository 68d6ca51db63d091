/**
 * The notices are historical (2016–2024); the feeds must always hold open tenders. Rule:
 * - notice k of the file (sorted newest first, k = 0…77) is published floor(0.9 × k) days before today,
 *   so the real order is kept and publications spread over the last ~70 days;
 * - a notice with a deadline keeps its real publication → deadline interval (in calendar days) and its
 *   real time of day, so the deadline lands somewhere between ~9 weeks ago and ~9 weeks ahead;
 * - a notice without a deadline stays undated.
 * With the bundled file this gives, on any day: 12 deadlines more than 14 days ahead, 4 within 4–14
 * days, 3 within 1–3 days, 1 closing today and 14 closed, plus 44 undated notices (of which the 14
 * award/result notices count as closed). The spread does not depend on the date: it is fixed by the rule.
 */
import { PUBLICATION_STEP_TENTHS } from '../config';
import { addDays, calendarDaysBetween, parseLocalIsoDate, startOfDay } from '../lib/dates';
import type { Notice } from './notices';

export type AnchoredDates = { publicationDate: Date; submissionDeadline: Date | null };

/** The calendar date and clock time as written in the notice (Belgian local time), ignoring its offset. */
function parseLocal(value: string): { date: Date; hours: number; minutes: number } {
  return {
    date: parseLocalIsoDate(value),
    hours: Number(value.slice(11, 13)) || 0,
    minutes: Number(value.slice(14, 16)) || 0,
  };
}

export function anchorNoticeDates(notice: Notice, index: number, today: Date): AnchoredDates {
  const publicationDate = addDays(startOfDay(today), -Math.floor((index * PUBLICATION_STEP_TENTHS) / 10));
  if (!notice.submissionDeadline) return { publicationDate, submissionDeadline: null };
  const realPublication = parseLocal(notice.publicationDate).date;
  const realDeadline = parseLocal(notice.submissionDeadline);
  const deadline = addDays(publicationDate, calendarDaysBetween(realPublication, realDeadline.date));
  deadline.setHours(realDeadline.hours, realDeadline.minutes);
  return { publicationDate, submissionDeadline: deadline };
}
