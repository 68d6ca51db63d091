// @ts-check

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const ms = (/** @type {number | null} */ value) => (value == null ? '–' : String(Math.round(value)));

/**
 * A plain-text table; `align` has one letter per column: l(eft) for text, r(ight) for figures.
 * @param {string[]} header
 * @param {string[][]} rows
 * @param {string} align
 */
function table(header, rows, align) {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, i) => (align[i] === 'r' ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * The per-route table printed at the end of a run. Sizes in KB (1024 bytes).
 * @param {import('./results.mjs').RouteResult[]} routes
 */
export function formatRoutes(routes) {
  const header = [
    'Route',
    'Req',
    'JS raw',
    'JS gz',
    'CSS raw',
    'CSS gz',
    'Mock JS gz',
    '1st content ms',
    'FCP ms',
    'LCP ms',
    'Bytes (gz budget JS/CSS KB)',
    'Timings (info only)',
  ];
  const rows = routes.map((r) => [
    r.route,
    String(r.requests),
    kb(r.js.raw),
    kb(r.js.gzip),
    kb(r.css.raw),
    kb(r.css.gzip),
    kb(r.mock.gzip),
    ms(r.timings.firstContentMs),
    ms(r.timings.fcpMs),
    ms(r.timings.lcpMs),
    `${r.budget.over.length === 0 ? 'ok' : `OVER (${r.budget.over.join(', ')})`} ≤${r.budget.jsGzipKB}/${r.budget.cssGzipKB}`,
    r.budget.timingsOver.length === 0 ? 'within' : `over: ${r.budget.timingsOver.join(', ')}`,
  ]);
  return table(header, rows, 'lrrrrrrrrrll');
}

/**
 * The landing page's JS chunks, with the modules that break the isolation rule, if any.
 * @param {import('./classify.mjs').LandingIsolation} isolation
 * @param {(file: string) => { gzip: number }} sizeOf
 */
export function formatIsolation(isolation, sizeOf) {
  const rows = isolation.chunks.map((chunk) => [
    chunk.file,
    chunk.facade ?? '(shared chunk)',
    String(chunk.modules),
    kb(sizeOf(chunk.file).gzip),
    chunk.forbidden.length === 0 ? 'ok' : `BEHIND LOGIN: ${chunk.forbidden.join(', ')}`,
  ]);
  return table(['App JS chunk loaded by /', 'Facade module', 'Modules', 'KB gz', 'Check'], rows, 'llrrl');
}

/**
 * The 1,000-tender scroll, beside its timing budget: no task longer than 50 ms (printed, never failing).
 * @param {import('./scroll.mjs').ScrollResult} scroll
 */
export function formatScroll(scroll) {
  const { longTasks } = scroll;
  const rows = [
    ['Cards loaded', `${scroll.cards} of ${scroll.feedCount ?? '?'} in the feed (${scroll.pages} pages)`],
    ['Scroll time', `${(scroll.scrollMs / 1000).toFixed(1)} s from the first card to the last`],
    ['Long tasks (> 50 ms)', String(longTasks.count)],
    ['Longest task', `${longTasks.longestMs} ms`],
    ['Long tasks per 100 cards', longTasks.byHundredCards.join(' ') || '–'],
    ['Total blocking', `${longTasks.blockingMs} ms (sum of each long task's part above 50 ms)`],
    ['DOM elements', String(scroll.domNodes)],
    [
      'JS heap used',
      scroll.heapUsedMB == null ? '–' : `${scroll.heapUsedMB} MB (after GC; ${scroll.heapTotalMB} MB allocated)`,
    ],
    [
      'Timing budget (info only)',
      longTasks.count === 0
        ? 'within: no task longer than 50 ms'
        : `over: ${longTasks.count} ${longTasks.count === 1 ? 'task' : 'tasks'} longer than 50 ms`,
    ],
  ];
  return table(['Feed of 1,000 tenders (/tenders)', 'Measured'], rows, 'll');
}
