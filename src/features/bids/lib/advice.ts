import { BID_SHEET } from '@/config/bids';
import type { Criterion, Gate } from '@/features/bids/model/schemas';

/**
 * The weighted total as a whole percentage (0–100): each criterion's score out of 4 times its weight,
 * over the sum of the weights. Null until every criterion with a weight is scored, or when no weight is set.
 */
export function totalPercent(criteria: readonly Criterion[]): number | null {
  const weighted = criteria.filter((criterion) => criterion.weight > 0);
  if (weighted.length === 0 || weighted.some((criterion) => criterion.score === null)) return null;
  const totalWeight = weighted.reduce((sum, criterion) => sum + criterion.weight, 0);
  const points = weighted.reduce(
    (sum, criterion) => sum + ((criterion.score ?? 0) / BID_SHEET.maxScore) * criterion.weight,
    0,
  );
  return Math.round((points / totalWeight) * 100);
}

export type Advice =
  /** A knock-out answered Nee: No-go whatever the score. */
  | { kind: 'no_go'; because: 'veto'; vetoes: Gate[]; percent: number | null }
  | { kind: 'go' | 'discuss' | 'no_go'; because: 'score'; percent: number }
  /** Not every criterion is scored yet. */
  | { kind: 'none'; because: 'unscored'; percent: null };

/** Any knock-out answered Nee vetoes; otherwise at least 70 % Go, 50–69 % Te bespreken, below 50 % No-go. */
export function adviseBid({ gates, criteria }: { gates: readonly Gate[]; criteria: readonly Criterion[] }): Advice {
  const percent = totalPercent(criteria);
  const vetoes = gates.filter((gate) => gate.answer === 'no');
  if (vetoes.length > 0) return { kind: 'no_go', because: 'veto', vetoes, percent };
  if (percent === null) return { kind: 'none', because: 'unscored', percent };
  if (percent >= BID_SHEET.goFromPercent) return { kind: 'go', because: 'score', percent };
  if (percent >= BID_SHEET.discussFromPercent) return { kind: 'discuss', because: 'score', percent };
  return { kind: 'no_go', because: 'score', percent };
}
