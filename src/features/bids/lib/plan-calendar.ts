import { BID_SHEET } from '@/config/bids';
import { CALENDAR } from '@/config/calendar';
import { paths } from '@/config/paths';
import { buildCalendar, type IcsEvent } from '@/features/tenders/calendar';
import { t } from '@/i18n/bids';
import type { BidTender } from './bid-tender';
import type { Milestone } from './milestones';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** One milestone as an all-day event, or null without a date. */
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
    start: { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) },
    summary: t('bids.plan.eventSummary', { milestone: label, name }),
    description: description.join('\n'),
    url: link,
    alarms: BID_SHEET.milestoneReminderDaysBefore.map((daysBefore) => ({
      daysBefore,
      description: t('bids.plan.eventReminder', { milestone: label, name }),
    })),
  };
}

/** The .ics text of some milestones (those with a date), and how many it holds. */
export function planCalendar(
  milestones: readonly Milestone[],
  tender: BidTender,
  { origin, now }: { origin: string; now: Date },
): { content: string; count: number } {
  const events = milestones
    .map((milestone) => milestoneEvent(milestone, tender, origin))
    .filter((event) => event !== null);
  const content = buildCalendar({
    productId: CALENDAR.productId,
    events,
    now,
    allDayReminderHour: CALENDAR.allDayReminderHour,
  });
  return { content, count: events.length };
}
