// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script, checked by its own JSDoc types
import { formatSummary } from '../../../bench/lib/report.mjs';
// @ts-expect-error -- a plain ES module script, checked by its own JSDoc types
import { evaluateRoute } from '../../../bench/lib/results.mjs';
import budgets from '../../../bench/budgets.json';

const load = {
  firstContentMs: 500,
  fcpMs: null,
  lcpMs: null,
  longTasks: 0,
  blockingMs: 0,
  requests: 1,
  requestTypes: {},
  problems: [],
};

/** One route's row of the summary, measured at these gzip bytes of JS. */
function row(path: string, jsGzip: number): string {
  const bytes = {
    js: { gzip: jsGzip, raw: 0, files: [] },
    css: { gzip: 13_777, raw: 0, files: [] },
    other: { gzip: 0, raw: 0, files: [] },
  };
  const route = evaluateRoute({ path, auth: false }, load, bytes, budgets);
  const table = formatSummary({ budgets, routes: [route], lighthouse: [], feedScroll: null }) as string;
  return table.split('\n')[2] ?? '';
}

const cells = (line: string) =>
  line
    .split('|')
    .map((cell) => cell.trim())
    .filter(Boolean);

describe("the bench's summary", () => {
  it('holds each route at its product target and prints what is left of it', () => {
    expect(cells(row('/', 111_504)).slice(0, 3)).toEqual(['/', '108.9 / 110 ✓', '1.1']);
    expect(cells(row('/tenders/1', 204_182)).slice(0, 3)).toEqual(['/tenders/1', '199.4 / 200 ✓', '0.6']);
    expect(cells(row('/faq', 146_822)).slice(0, 3)).toEqual(['/faq', '143.4 / 170 ✓', '26.6']);
  });

  it('marks a route over its target with what it is over by', () => {
    expect(cells(row('/bids', 175_000)).slice(0, 3)).toEqual(['/bids', '170.9 / 170 ✗', '-0.9']);
  });
});
