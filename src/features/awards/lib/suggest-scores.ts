import type { AwardsSummary } from '../api/schemas';
import type { PricePosition } from './price-position';

/** A suggestion for the sheet's two criteria the market informs, 0–4 each; null where there is nothing to go on. */
export type SuggestedScores = { competition: number | null; margin: number | null };

const clamp = (score: number) => Math.min(4, Math.max(0, score));

/** Fewer bidders, a better chance: one bidder 4, two 3, up to four 2, up to seven 1, more 0. */
function biddersScore(median: number): number {
  if (median <= 1) return 4;
  if (median <= 2) return 3;
  if (median <= 4) return 2;
  return median <= 7 ? 1 : 0;
}

/**
 * 'Kans tegen de concurrentie' from the median bidders, one lower with a known incumbent, one higher for a
 * price below every past award and one lower above them. 'Marge' from the price's place among the awarded
 * values: below them 1, inside 1–4 with the share that was lower, above them 4.
 */
export function suggestScores(summary: AwardsSummary, position: PricePosition | null): SuggestedScores {
  const priceShift = position?.kind === 'below' ? 1 : position?.kind === 'above' ? -1 : 0;
  const competition =
    summary.medianTendersReceived === null
      ? null
      : clamp(biddersScore(summary.medianTendersReceived) - (summary.incumbent ? 1 : 0) + priceShift);
  const marginOf: Record<PricePosition['kind'], (p: PricePosition) => number | null> = {
    none: () => null,
    below: () => 1,
    inside: (p) => (p.kind === 'inside' ? 1 + Math.round((3 * p.below) / p.count) : null),
    above: () => 4,
  };
  return { competition, margin: position ? marginOf[position.kind](position) : null };
}
