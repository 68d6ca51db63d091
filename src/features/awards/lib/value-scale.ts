/**
 * The chart's axis: logarithmic, from the power of ten under the lowest value to the one above the highest, as
 * past awards of one kind of work run from thousands to millions. Positions are percentages of the width.
 */
export type ValueScale = { at: (value: number) => number; ticks: number[] };

export function valueScale(values: readonly number[]): ValueScale {
  const positive = values.filter((value) => value > 0);
  const low = Math.floor(Math.log10(Math.min(...positive)));
  let high = Math.ceil(Math.log10(Math.max(...positive)));
  if (high <= low) high = low + 1;
  const span = high - low;
  const at = (value: number) => Math.min(100, Math.max(0, ((Math.log10(value) - low) / span) * 100));
  // At most five ticks, so their labels fit a phone's width.
  const step = Math.ceil((span + 1) / 5);
  const ticks = Array.from({ length: span + 1 }, (_, index) => 10 ** (low + index)).filter(
    (_, index) => index % step === 0,
  );
  return { at, ticks };
}

/** A tick's label: `€ 10.000`, then `€ 1 mln` from a million. */
export function tickLabel(value: number, formatEuro: (amount: number) => string): string {
  return value >= 1_000_000 ? `${formatEuro(value / 1_000_000)} mln` : formatEuro(value);
}
