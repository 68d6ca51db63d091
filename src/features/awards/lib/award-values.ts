import type { Award } from '../api/schemas';

/** An award with its awarded value known: what the chart and the price's position compare with. */
export type ValuedAward = Award & { awardedValueEur: number };

export function valuedAwards(awards: readonly Award[]): ValuedAward[] {
  return awards
    .filter((award): award is ValuedAward => award.awardedValueEur !== null && award.awardedValueEur > 0)
    .sort((a, b) => a.awardedValueEur - b.awardedValueEur);
}
