// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script, checked by its own JSDoc types
import { combineRuns } from '../../../bench/lib/lighthouse-runs.mjs';
// @ts-expect-error -- a plain ES module script, checked by its own JSDoc types
import { formatHostCpu, formatRunScores } from '../../../bench/lib/report.mjs';

type Result = {
  route: string;
  performance: number | null;
  accessibility: number | null;
  cls: number | null;
  lcpMs: number | null;
  tbtMs?: number | null;
  failedAccessibilityAudits: string[];
  layoutShifts: { element: string; score: number }[];
  problems: string[];
  benchmarkIndexes: number[];
};
type RunScore = { performance: number | null; tbtMs: number | null; benchmarkIndex: number | null };
const combine = combineRuns as (runs: Result[]) => Result & { runs: number; scores: RunScore[] };

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

  it("keeps every run's score and blocking time beside its host's CPU, in the order run", () => {
    const combined = combine([
      run({ performance: 97, tbtMs: 90, benchmarkIndexes: [2200] }),
      run({ performance: 84, tbtMs: 610, benchmarkIndexes: [1250] }),
      run({ performance: 91, tbtMs: null, benchmarkIndexes: [] }),
    ]);
    expect(combined.scores).toEqual([
      { performance: 97, tbtMs: 90, benchmarkIndex: 2200 },
      { performance: 84, tbtMs: 610, benchmarkIndex: 1250 },
      { performance: 91, tbtMs: null, benchmarkIndex: null },
    ]);
  });
});

describe("the bench's lines on every run", () => {
  const format = formatRunScores as (results: { route: string; scores?: RunScore[] }[]) => string | null;

  it("lists each route's runs with their blocking time and host index", () => {
    const lines = format([
      {
        route: '/tenders',
        scores: [
          { performance: 97, tbtMs: 90, benchmarkIndex: 2200 },
          { performance: 84, tbtMs: 610, benchmarkIndex: null },
        ],
      },
      { route: '/faq' },
    ])?.split('\n');
    expect(lines?.slice(1)).toEqual(['  /tenders: 97 (90 ms, 2200), 84 (610 ms, –)']);
  });

  it('says nothing without runs', () => {
    expect(format([{ route: '/' }])).toBeNull();
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
