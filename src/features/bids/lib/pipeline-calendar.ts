/**
 * 'Alles in agenda' above the board, loaded on the click: every date still to come of the tenders in the
 * working stages, their deadlines and the milestones of their deadline plans, in one .ics file.
 */
import { t } from '@/i18n/pipeline';
import { downloadFile } from '@/lib/download-file';
import { milestonesOf } from './milestones';
import type { PipelineCard } from './pipeline';
import { planCalendar } from './plan-calendar';

/**
 * The calendar of these cards: each card's plan from `today` on (its submission is the deadline itself, at its
 * hour when the tender states one), and how many events it holds.
 */
export function pipelineCalendar(
  cards: readonly PipelineCard[],
  { origin, now, today }: { origin: string; now: Date; today: string },
): { content: string; count: number } {
  const plans = cards.map(({ bid, deadline }) => ({
    tender: bid.tender,
    milestones: milestonesOf(deadline, bid.sheet.milestones).filter(
      (milestone) => milestone.date !== null && milestone.date >= today,
    ),
  }));
  return planCalendar(plans, { origin, now });
}

/** Builds the calendar and downloads it when it holds a date; how many it holds. */
export function downloadPipelineCalendar(cards: readonly PipelineCard[], today: string): number {
  const { content, count } = pipelineCalendar(cards, { origin: window.location.origin, now: new Date(), today });
  if (count > 0) downloadFile(t('pipeline.deadlines.fileName'), content, 'text/calendar;charset=utf-8');
  return count;
}
