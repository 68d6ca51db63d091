import { dayCountText, minimumPriceOf } from '@/features/tenders/tender';
import type { PipelineBid } from '../api/get-pipeline';
import type { BidStatus } from '@/features/bids/model/schemas';
import { totalPercent } from './advice';
import { daysUntil } from './calendar-days';
import { addDays } from './milestones';

/** The board's columns, in the order a bid goes through them (issue #25); No-go last, beside the outcomes. */
export const PIPELINE_STAGES = [
  'interested',
  'assessing',
  'go',
  'preparing',
  'submitted',
  'won',
  'lost',
  'no_go',
] as const satisfies readonly BidStatus[];

/** The stages whose deadlines are still ahead of the team: 'Deadlines in zicht' and its export. */
export const WORKING_STAGES: readonly BidStatus[] = ['interested', 'assessing', 'go', 'preparing'];

export type PipelineCard = {
  bid: PipelineBid;
  /**
   * The Bid's submission deadline (the sheet's, prefilled from the tender; `YYYY-MM-DD`), else the tender's,
   * counted from its `daysRemaining` as the feed shows it.
   */
  deadline: string | null;
  /** Calendar days from today to the deadline, as the feed counts them; null without a deadline. */
  daysLeft: number | null;
  /** The tender's 'Minimum price' in euros, null when it states none. */
  value: number | null;
  /** The sheet's weighted score, once every criterion is scored. */
  percent: number | null;
  /** What of the Bid waits for the connection: a move, a save of its sheet. */
  waiting: readonly WaitingChange[];
};

/** What waits for the connection to change a Bid's stage: a move on the board, or a save of its sheet. */
export type WaitingChange = 'move' | 'sheet';

/** A Bid with a move or sheet save not answered yet (hooks/use-pending-stages.ts). */
export type PendingStage = {
  /** The stage the last of them stores: the one the Bid shows. */
  status: BidStatus;
  /** What of it waits for the connection (offline only), in order. */
  waiting: readonly WaitingChange[];
};

export type PipelineColumn = {
  stage: BidStatus;
  cards: PipelineCard[];
  /** The sum of the values; a tender without one counts as 0 (`unvalued` says how many). */
  total: number;
  unvalued: number;
};

export function toCard(stored: PipelineBid, today: string, pending?: PendingStage): PipelineCard {
  const bid = pending && pending.status !== stored.status ? { ...stored, status: pending.status } : stored;
  const { daysRemaining } = bid.tender;
  const deadline = bid.deadline ?? (daysRemaining === null ? null : addDays(today, daysRemaining));
  return {
    bid,
    deadline,
    daysLeft: deadline ? daysUntil(deadline, today) : null,
    value: minimumPriceOf(bid.tender),
    percent: totalPercent(bid.sheet.criteria),
    waiting: pending?.waiting ?? [],
  };
}

/** Days left in the feed's wording: '24 Dagen resterend', 'Vandaag', '3 Dagen geleden', 'Geen datum'. */
export function daysLeftText(daysLeft: number | null): string {
  const { number, label, spokenNumber } = dayCountText(daysLeft);
  return spokenNumber ? `${number} ${label}` : label;
}

/** Soonest deadline first, undated last; the same deadline by name, so the order never jumps. */
export function byDeadline(a: PipelineCard, b: PipelineCard): number {
  if (a.deadline !== b.deadline) {
    if (a.deadline === null) return 1;
    if (b.deadline === null) return -1;
    return a.deadline < b.deadline ? -1 : 1;
  }
  return a.bid.tender.displayName.localeCompare(b.bid.tender.displayName, 'nl') || a.bid.tenderId - b.bid.tenderId;
}

/**
 * One column per stage, in the board's order, each with its cards by deadline, its count and value. A Bid with
 * a move or sheet save not answered yet shows in the stage that one stores.
 */
export function pipelineColumns(
  bids: readonly PipelineBid[],
  today: string,
  pending: ReadonlyMap<number, PendingStage> = new Map(),
): PipelineColumn[] {
  const cards = bids.map((bid) => toCard(bid, today, pending.get(bid.tenderId))).sort(byDeadline);
  return PIPELINE_STAGES.map((stage) => {
    const inStage = cards.filter((card) => card.bid.status === stage);
    return {
      stage,
      cards: inStage,
      total: inStage.reduce((sum, card) => sum + (card.value ?? 0), 0),
      unvalued: inStage.filter((card) => card.value === null).length,
    };
  });
}

/** Every deadline still to come (today included) of the tenders in the working stages, soonest first. */
export function upcomingDeadlines(columns: readonly PipelineColumn[]): PipelineCard[] {
  return columns
    .filter((column) => WORKING_STAGES.includes(column.stage))
    .flatMap((column) => column.cards)
    .filter((card) => card.daysLeft !== null && card.daysLeft >= 0)
    .sort(byDeadline);
}
