/**
 * Where an intended price would have stood among past awarded values: below the lowest, inside the range
 * (with how many were lower), above the highest, or nowhere when no value is known.
 */
export type PricePosition =
  | { kind: 'none' }
  | { kind: 'below'; min: number; max: number; count: number }
  | { kind: 'inside'; min: number; max: number; count: number; below: number }
  | { kind: 'above'; min: number; max: number; count: number };

export function pricePosition(values: readonly number[], price: number): PricePosition {
  if (values.length === 0) return { kind: 'none' };
  const min = Math.min(...values);
  const max = Math.max(...values);
  const count = values.length;
  if (price < min) return { kind: 'below', min, max, count };
  if (price > max) return { kind: 'above', min, max, count };
  return { kind: 'inside', min, max, count, below: values.filter((value) => value < price).length };
}
