import { BID_SHEET } from '@/config/bids';
import { CALENDAR } from '@/config/calendar';
import { paths } from '@/config/paths';
import { buildCalendar, parseDeadline, type IcsEvent, type LocalDeadline } from '@/features/tenders/calendar';
import { t } from '@/i18n/bids';
import type { BidTender } from './bid-tender';
import type { Milestone } from './milestones';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * When a milestone starts: its day, all day; the submission at the tender's own hour when the tender states
 * one for that day (the deadline is a moment, not a day).
 */
function startOf(milestone: Milestone, tender: BidTender, date: RegExpExecArray): LocalDeadline {
  const start = { year: Number(date[1]), month: Number(date[2]), day: Number(date[3]) };
  const deadline = milestone.key === 'submission' ? parseDeadline(tender.submissionDate) : null;
  const sameDay =
    deadline?.time && deadline.year === start.year && deadline.month === start.month && deadline.day === start.day;
  return sameDay ? deadline : start;
}

/** One milestone as an event (all day, but the submission at its hour), or null without a date. */
export function milestoneEvent(milestone: Milestone, tender: BidTender, origin: string): IcsEvent | null {
  const match = milestone.date ? ISO_DATE.exec(milestone.date) : null;
  if (!match) return null;
  const name = tender.displayName;
  const label = t(`bids.plan.milestones.${milestone.key}`);
  const link = `${origin}${paths.tenderInfo.getHref(tender.id)}`;
  const description = [
    t('bids.plan.eventDescription', { name }),
    tender.organization ? t('bids.plan.eventDescriptionOrganization', { organization: tender.organization }) : '',
    t('bids.plan.eventDescriptionLink', { link }),
  ].filter(Boolean);
  return {
    // Stable per tender and milestone: importing a moved date again updates the event.
    uid: `bid-${tender.id}-${milestone.key}@${CALENDAR.uidDomain}`,
    start: startOf(milestone, tender, match),
    summary: t('bids.plan.eventSummary', { milestone: label, name }),
    description: description.join('\n'),
    url: link,
    alarms: BID_SHEET.milestoneReminderDaysBefore.map((daysBefore) => ({
      daysBefore,
      description: t('bids.plan.eventReminder', { milestone: label, name }),
    })),
  };
}

/** A tender and some milestones of its deadline plan. */
export type Plan = { tender: BidTender; milestones: readonly Milestone[] };

/** The .ics text of the milestones (those with a date) of one plan or several, and how many events it holds. */
export function planCalendar(
  plans: readonly Plan[],
  { origin, now }: { origin: string; now: Date },
): { content: string; count: number } {
  const events = plans.flatMap(({ tender, milestones }) =>
    milestones.map((milestone) => milestoneEvent(milestone, tender, origin)).filter((event) => event !== null),
  );
  const content = buildCalendar({
    productId: CALENDAR.productId,
    events,
    now,
    allDayReminderHour: CALENDAR.allDayReminderHour,
  });
  return { content, count: events.length };
}
