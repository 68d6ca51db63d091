import { describe, expect, it } from 'vitest';
import type { Criterion, Gate } from '@/features/bids/model/schemas';
import { adviseBid, totalPercent } from './advice';

const gate = (answer: Gate['answer'], text = 'ISO 27001-certificaat'): Gate => ({
  id: text,
  text,
  answer,
  source: null,
});

/** Two criteria whose weights make the total exactly `percent` (the first fully met, the second not at all). */
function scoredAt(percent: number): Criterion[] {
  return [
    { id: 'a', label: 'Strategische fit', weight: percent, score: 4 },
    { id: 'b', label: 'Marge', weight: 100 - percent, score: 0 },
  ];
}

describe('totalPercent', () => {
  it('weighs each score out of 4 and rounds to a whole percentage', () => {
    const criteria: Criterion[] = [
      { id: 'a', label: 'A', weight: 20, score: 3 },
      { id: 'b', label: 'B', weight: 10, score: 1 },
    ];
    // (3/4 × 20 + 1/4 × 10) / 30 = 58.33 %
    expect(totalPercent(criteria)).toBe(58);
  });

  it('is null until every weighted criterion is scored, and ignores criteria weighted 0', () => {
    expect(totalPercent([{ id: 'a', label: 'A', weight: 50, score: null }])).toBeNull();
    expect(
      totalPercent([
        { id: 'a', label: 'A', weight: 50, score: 2 },
        { id: 'b', label: 'B', weight: 0, score: null },
      ]),
    ).toBe(50);
    expect(totalPercent([{ id: 'a', label: 'A', weight: 0, score: 4 }])).toBeNull();
  });
});

describe('adviseBid', () => {
  it.each([
    [100, 'go'],
    [70, 'go'],
    [69, 'discuss'],
    [50, 'discuss'],
    [49, 'no_go'],
    [0, 'no_go'],
  ] as const)('advises %i percent as %s', (percent, kind) => {
    expect(adviseBid({ gates: [gate('yes'), gate('unknown', 'Referenties')], criteria: scoredAt(percent) })).toEqual({
      kind,
      because: 'score',
      percent,
    });
  });

  it('vetoes with any knock-out answered Nee, whatever the score, and names the vetoes', () => {
    const veto = gate('no', 'Erkenning klasse 3');
    const advice = adviseBid({ gates: [gate('yes'), veto], criteria: scoredAt(100) });
    expect(advice).toEqual({ kind: 'no_go', because: 'veto', vetoes: [veto], percent: 100 });
  });

  it('vetoes before every criterion is scored too', () => {
    const advice = adviseBid({ gates: [gate('no')], criteria: [{ id: 'a', label: 'A', weight: 10, score: null }] });
    expect(advice).toMatchObject({ kind: 'no_go', because: 'veto', percent: null });
  });

  it('gives no advice while a criterion is unscored and no knock-out says Nee', () => {
    const criteria: Criterion[] = [...scoredAt(80), { id: 'c', label: 'C', weight: 10, score: null }];
    expect(adviseBid({ gates: [gate('unknown')], criteria })).toEqual({
      kind: 'none',
      because: 'unscored',
      percent: null,
    });
  });
});
