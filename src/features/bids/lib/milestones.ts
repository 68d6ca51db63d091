import { BID_SHEET } from '@/config/bids';
import { MILESTONE_KEYS, type MilestoneKey, type Sheet } from '@/features/bids/model/schemas';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An ISO calendar date `days` later (earlier when negative); calendar arithmetic, no time zone involved. */
export function addDays(date: string, days: number): string | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return day.toISOString().slice(0, 10);
}

export type Milestone = { key: MilestoneKey; date: string | null; isSetByHand: boolean };

/**
 * The plan, in order: each milestone's date set by hand, else counted back from the submission deadline
 * (the deadline itself for the submission), else none.
 */
export function milestonesOf(deadline: string | null, dates: Sheet['milestones']): Milestone[] {
  return MILESTONE_KEYS.map((key) => {
    const own = dates[key];
    if (own) return { key, date: own, isSetByHand: true };
    return {
      key,
      date: deadline ? addDays(deadline, -BID_SHEET.milestoneDaysBefore[key]) : null,
      isSetByHand: false,
    };
  });
}
