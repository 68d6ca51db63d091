/**
 * Reads the free-text budget range and project duration of a matching profile ("Tussen € 25.000 en
 * € 750.000", "Tot € 200.000", "1 tot 4 jaar", "Van 3 maanden tot raamovereenkomsten van 4 jaar") as a
 * range, for the match reasons of scoring.ts. Text it cannot read gives null: no reason, no penalty.
 */
import { normalize } from './tokenize';

export type Range = { min: number | null; max: number | null };

const UPPER_BOUND = /\b(tot|max|maximum|maximaal|hoogstens|onder|minder dan|niet meer dan)\b/;
const LOWER_BOUND = /\b(vanaf|min|minimum|minimaal|minstens|boven|meer dan)\b/;

function toRange(values: number[], text: string): Range | null {
  if (values.length >= 2) return { min: Math.min(...values), max: Math.max(...values) };
  const [value] = values;
  if (value === undefined) return null;
  if (UPPER_BOUND.test(text)) return { min: null, max: value };
  if (LOWER_BOUND.test(text)) return { min: value, max: null };
  return null;
}

const MULTIPLIERS: Record<string, number> = { miljoen: 1e6, mio: 1e6, m: 1e6, k: 1e3, duizend: 1e3 };

/** '25.000' and '25 000' are thousands; '1,5' and '2.5' are decimals. */
function readNumber(digits: string): number {
  if (/^\d{1,3}([.\s]\d{3})+$/.test(digits)) return Number(digits.replace(/[.\s]/g, ''));
  return Number(digits.replace(',', '.'));
}

/** Euro amounts: "€ 25.000", "750000", "1,5 miljoen", "50k". */
export function budgetRange(text: string | null): Range | null {
  if (!text) return null;
  const normalised = normalize(text);
  const amounts = [
    ...normalised.matchAll(/(\d{1,3}(?:[.\s]\d{3})+|\d+(?:[.,]\d+)?)\s*(miljoen|mio|duizend|m\b|k\b)?/g),
  ].map(([, digits = '', unit]) => readNumber(digits) * (unit ? (MULTIPLIERS[unit] ?? 1) : 1));
  return toRange(amounts, normalised);
}

const MONTHS_PER_UNIT: Record<string, number> = {
  jaar: 12,
  jaren: 12,
  maand: 1,
  maanden: 1,
  week: 12 / 52,
  weken: 12 / 52,
};

/** Durations in months: "3 maanden", "4 jaar"; a bare number takes the unit after it ("1 tot 4 jaar"). */
export function durationRange(text: string | null): Range | null {
  if (!text) return null;
  const normalised = normalize(text);
  const found = [...normalised.matchAll(/(\d+(?:[.,]\d+)?)\s*(jaren|jaar|maanden|maand|weken|week)?\b/g)].map(
    ([, digits = '', unit]) => ({ value: readNumber(digits), unit }),
  );
  const months: number[] = [];
  found.forEach(({ value, unit }, index) => {
    const nextUnit = unit ?? found.slice(index + 1).find((later) => later.unit)?.unit;
    if (nextUnit) months.push(value * (MONTHS_PER_UNIT[nextUnit] ?? 1));
  });
  return toRange(months, normalised);
}

/** Where a value falls: -1 below the range, 0 inside, 1 above. */
export function compareToRange(value: number, range: Range): -1 | 0 | 1 {
  if (range.min !== null && value < range.min) return -1;
  if (range.max !== null && value > range.max) return 1;
  return 0;
}
