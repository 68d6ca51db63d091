// @ts-check

/**
 * How many times Lighthouse audits each route. On this shared two-core machine one run of /tenders scored
 * 83–99 (blocking time 31–651 ms) at the same benchmark index; Lighthouse's documentation on variability
 * advises the median of five runs, which has about half the variance of one.
 */
export const LIGHTHOUSE_RUNS = 5;

/**
 * Runs a route with the API on another origin: three, fewer than on the same origin to keep the bench short
 * (each run costs 10–40 s on this machine). One run's blocking time on /tenders moved by a hundred
 * milliseconds from one bench to the next; the median of three moves by about half as much.
 */
export const CROSS_ORIGIN_RUNS = 3;

/**
 * The lowest or highest of the runs' figures (`pick` is Math.min or Math.max); null when a run has none.
 * @param {(number | null)[]} values
 * @param {(...values: number[]) => number} pick
 */
function worstOf(values, pick) {
  return values.every((value) => value != null) ? pick(.../** @type {number[]} */ (values)) : null;
}

/**
 * One result from several runs of the same route: the timings (performance, LCP, TBT, FCP) of the run with
 * the median performance score, and for the gates the worst of all runs (lowest accessibility, highest CLS,
 * every failing audit and problem), so a repeated run can never hide a failure; every run's benchmark index,
 * and every run's score and blocking time beside it.
 * @param {import('./lighthouse.mjs').LighthouseResult[]} runs the same route's results, at least one
 * @returns {import('./lighthouse.mjs').LighthouseResult}
 */
export function combineRuns(runs) {
  if (runs.length === 0) throw new Error('combineRuns needs at least one run');
  const byScore = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  const median = byScore[Math.floor((byScore.length - 1) / 2)] ?? runs[0];
  const mostShifted = [...runs].sort((a, b) => (b.cls ?? 0) - (a.cls ?? 0))[0] ?? median;
  return {
    ...median,
    runs: runs.length,
    accessibility: worstOf(
      runs.map((run) => run.accessibility),
      Math.min,
    ),
    cls: worstOf(
      runs.map((run) => run.cls),
      Math.max,
    ),
    failedAccessibilityAudits: [...new Set(runs.flatMap((run) => run.failedAccessibilityAudits))],
    layoutShifts: mostShifted.layoutShifts,
    problems: [...new Set(runs.flatMap((run) => run.problems))],
    benchmarkIndexes: runs.flatMap((run) => run.benchmarkIndexes),
    scores: runs.map(({ performance, tbtMs, benchmarkIndexes }) => ({
      performance,
      tbtMs,
      benchmarkIndex: benchmarkIndexes[0] ?? null,
    })),
  };
}
