// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script, checked by its own JSDoc types
import { combineRuns } from '../../../bench/lib/lighthouse-runs.mjs';
// @ts-expect-error -- a plain ES module script, checked by its own JSDoc types
import { formatHostCpu } from '../../../bench/lib/report.mjs';

type Result = {
  route: string;
  performance: number | null;
  accessibility: number | null;
  cls: number | null;
  lcpMs: number | null;
  failedAccessibilityAudits: string[];
  layoutShifts: { element: string; score: number }[];
  problems: string[];
  benchmarkIndexes: number[];
};
const combine = combineRuns as (runs: Result[]) => Result & { runs: number };

function run(overrides: Partial<Result>): Result {
  return {
    route: '/tenders',
    performance: 95,
    accessibility: 100,
    cls: 0,
    lcpMs: 2500,
    failedAccessibilityAudits: [],
    layoutShifts: [],
    problems: [],
    benchmarkIndexes: [1500],
    ...overrides,
  };
}

describe("the bench's Lighthouse runs of one route", () => {
  it('reports the timings of the run with the median performance score', () => {
    const combined = combine([
      run({ performance: 97, lcpMs: 2300 }),
      run({ performance: 91, lcpMs: 3000 }),
      run({ performance: 95, lcpMs: 2600 }),
    ]);
    expect(combined).toMatchObject({ performance: 95, lcpMs: 2600, runs: 3 });
  });

  it('keeps the worst of every gated figure, so one good run cannot hide a failure', () => {
    const shift = { element: 'main > div', score: 0.05 };
    const combined = combine([
      run({ performance: 96 }),
      run({ performance: 95, accessibility: 92, failedAccessibilityAudits: ['color-contrast'] }),
      run({ performance: 94, cls: 0.05, layoutShifts: [shift], problems: ['slow page'] }),
    ]);
    expect(combined).toMatchObject({
      performance: 95,
      accessibility: 92,
      cls: 0.05,
      failedAccessibilityAudits: ['color-contrast'],
      layoutShifts: [shift],
      problems: ['slow page'],
    });
  });

  it('has no figure where a run has none', () => {
    expect(combine([run({ accessibility: null }), run({})]).accessibility).toBeNull();
  });

  it("keeps every run's measure of the host's CPU", () => {
    const combined = combine([
      run({ benchmarkIndexes: [1130] }),
      run({ benchmarkIndexes: [2024] }),
      run({ benchmarkIndexes: [] }),
    ]);
    expect(combined.benchmarkIndexes).toEqual([1130, 2024]);
  });
});

describe("the bench's line on the host's CPU", () => {
  const format = formatHostCpu as (results: { benchmarkIndexes?: number[] }[]) => string | null;

  it('gives the range and the median over every audit of the run', () => {
    expect(format([{ benchmarkIndexes: [1378, 1130] }, { benchmarkIndexes: [2024] }])).toMatch(
      /\(benchmarkIndex, 3 audits\): 1130–2024, median 1378\./,
    );
  });

  it('says nothing for results without it', () => {
    expect(format([{}, { benchmarkIndexes: [] }])).toBeNull();
  });
});
