import type { SuggestedScores } from '@/features/awards';
import type { Criterion } from '@/features/bids/model/schemas';

/** The criteria with the market's suggested scores for 'Kans tegen de concurrentie' and 'Marge' (where given). */
export function withScores(criteria: readonly Criterion[], scores: SuggestedScores): Criterion[] {
  const byId: Record<string, number | null> = { competition: scores.competition, margin: scores.margin };
  return criteria.map((criterion) => {
    const score = byId[criterion.id];
    return score === undefined || score === null ? criterion : { ...criterion, score };
  });
}
