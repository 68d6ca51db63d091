import { describe, expect, it } from 'vitest';
import type { AwardsSummary } from '../api/schemas';
import { dotRows } from './dot-rows';
import { parsePrice } from './parse-price';
import { pricePosition } from './price-position';
import { suggestScores } from './suggest-scores';
import { valueScale } from './value-scale';

const summary = (medianTendersReceived: number | null, incumbent = false): AwardsSummary => ({
  count: 4,
  medianValueEur: null,
  minValueEur: null,
  maxValueEur: null,
  medianTendersReceived,
  smeShare: null,
  incumbent: incumbent ? { name: 'Bureau', awardDate: null, noticeId: '1' } : null,
});

describe('the intended price', () => {
  it('reads whole euros as a Belgian writes them, and nothing else', () => {
    expect(parsePrice('120000')).toBe(120_000);
    expect(parsePrice('€ 120.000')).toBe(120_000);
    expect(parsePrice('120.000,50')).toBe(120_000);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('veel')).toBeNull();
    expect(parsePrice('12.00')).toBeNull();
  });

  it('stands below, inside or above the past values, or nowhere without any', () => {
    const values = [50_000, 80_000, 120_000];
    expect(pricePosition(values, 40_000).kind).toBe('below');
    expect(pricePosition(values, 100_000)).toEqual({ kind: 'inside', min: 50_000, max: 120_000, count: 3, below: 2 });
    expect(pricePosition(values, 50_000)).toMatchObject({ kind: 'inside', below: 0 });
    expect(pricePosition(values, 130_000).kind).toBe('above');
    expect(pricePosition([], 100_000)).toEqual({ kind: 'none' });
  });
});

describe('suggested scores', () => {
  it('give fewer bidders a better chance, less with an incumbent, and move with the price', () => {
    expect(suggestScores(summary(1), null)).toEqual({ competition: 4, margin: null });
    expect(suggestScores(summary(3, true), null).competition).toBe(1);
    expect(suggestScores(summary(9), null).competition).toBe(0);
    expect(suggestScores(summary(2), pricePosition([10, 20], 5))).toEqual({ competition: 4, margin: 1 });
    expect(suggestScores(summary(2), pricePosition([10, 20], 25))).toEqual({ competition: 2, margin: 4 });
    expect(suggestScores(summary(null), pricePosition([10, 20, 30], 25))).toEqual({ competition: null, margin: 3 });
    expect(suggestScores(summary(2), pricePosition([], 25)).margin).toBeNull();
  });
});

describe('the chart', () => {
  it('spans the powers of ten around the values, on a logarithmic axis', () => {
    const scale = valueScale([20_000, 3_000_000]);
    expect(scale.ticks).toEqual([10_000, 100_000, 1_000_000, 10_000_000]);
    expect(scale.at(10_000)).toBe(0);
    expect(scale.at(100_000)).toBeCloseTo(33.33, 1);
    expect(scale.at(10_000_000)).toBe(100);
    expect(valueScale([5000]).ticks).toEqual([1000, 10_000]);
  });

  it('puts a dot that would touch the previous one in the next row', () => {
    expect(dotRows([0, 2, 3, 10, 50], 5)).toEqual([0, 1, 2, 0, 0]);
  });
});
