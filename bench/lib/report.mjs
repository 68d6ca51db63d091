// @ts-check
import { INP_TARGET_MS, INTERACTION_TARGET_MS } from './interactions.mjs';
import { CROSS_ORIGIN_RUNS, LIGHTHOUSE_RUNS } from './lighthouse-runs.mjs';
import { FEED_TENDERS, PASS_CARDS } from './scroll.mjs';

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const dash = '–';

/**
 * A Markdown table padded to line up in a terminal too; `align` has one letter per column:
 * l(eft) for text, r(ight) for figures.
 * @param {string[]} header
 * @param {string[][]} rows
 * @param {string} align
 */
export function markdownTable(header, rows, align) {
  const widths = header.map((title, i) => Math.max(title.length, 3, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((cell, i) => (align[i] === 'r' ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (align[i] === 'r' ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** A figure and whether it is within its budget: `97 ✓`, `89 ✗`, `–` when not measured. */
const mark = (/** @type {string | null} */ figure, /** @type {boolean} */ within) =>
  figure == null ? dash : `${figure} ${within ? '✓' : '✗'}`;

/**
 * @typedef {object} BenchResults what `bench/results.json` holds (the parts the summary reads)
 * @property {import('./results.mjs').Budgets} budgets
 * @property {import('./results.mjs').RouteResult[]} routes
 * @property {ReturnType<typeof import('./results.mjs').evaluateLighthouse>[]} lighthouse
 * @property {ReturnType<typeof import('./results.mjs').evaluateLighthouse>[]} [lighthouseCrossOrigin]
 *   the same audits with the API on another origin (absent in results of older runs)
 * @property {import('./scroll.mjs').ScrollResult | null} feedScroll
 */

/** @param {ReturnType<typeof import('./results.mjs').evaluateLighthouse>} audit */
const performanceMark = (audit) =>
  mark(audit.performance == null ? null : String(audit.performance), !audit.budget.timingsOver.includes('performance'));

/**
 * An audit's TBT, with its route's own limit when that is not the column's.
 * @param {ReturnType<typeof import('./results.mjs').evaluateLighthouse>} audit
 * @param {number} columnLimit
 */
function tbtMark(audit, columnLimit) {
  const own = audit.budget.tbtMs === columnLimit ? '' : ` (≤ ${audit.budget.tbtMs})`;
  return mark(audit.tbtMs == null ? null : `${audit.tbtMs}${own}`, !audit.budget.timingsOver.includes('TBT'));
}

/**
 * Every figure beside its budget, one row per route plus one for the 10,000-tender scroll: the table
 * `npm run bench` prints and `npm run bench:readme` puts into bench/README.md.
 * @param {BenchResults} results
 */
export function formatSummary({ budgets, routes, lighthouse, lighthouseCrossOrigin = [], feedScroll }) {
  const { timings, lighthouse: limits } = budgets;
  const header = [
    'Route',
    'JS KB gz / target (gate)',
    'JS KB left',
    'CSS KB gz / target (gate)',
    `1st content ≤ ${timings.firstContentMs} ms`,
    `Perf ≥ ${limits.performance}`,
    `Perf, API elsewhere ≥ ${limits.crossOriginPerformance}`,
    `A11y ${limits.accessibility === 100 ? '=' : '≥'} ${limits.accessibility} (gate)`,
    `CLS ≤ ${limits.cls} (gate)`,
    `LCP ≤ ${timings.lcpMs} ms`,
    `TBT ≤ ${timings.blockingMs} ms`,
    `Longest task ≤ ${timings.scrollLongestTaskMs} ms`,
  ];
  const rows = routes.map((route) => {
    const audit = lighthouse.find((result) => result.route === route.route);
    const crossOrigin = lighthouseCrossOrigin.find((result) => result.route === route.route);
    const firstContent = route.timings.firstContentMs;
    return [
      route.route,
      mark(`${kb(route.js.gzip)} / ${route.budget.jsGzipKB}`, !route.budget.over.includes('JS')),
      kb(route.budget.jsGzipKB * 1024 - route.js.gzip),
      mark(`${kb(route.css.gzip)} / ${route.budget.cssGzipKB}`, !route.budget.over.includes('CSS')),
      mark(
        firstContent == null ? null : String(Math.round(firstContent)),
        !route.budget.timingsOver.includes('1st content'),
      ),
      audit ? performanceMark(audit) : dash,
      crossOrigin ? performanceMark(crossOrigin) : dash,
      audit
        ? mark(
            audit.accessibility == null ? null : String(audit.accessibility),
            (audit.accessibility ?? 0) >= limits.accessibility,
          )
        : dash,
      audit ? mark(audit.cls == null ? null : String(audit.cls), (audit.cls ?? Infinity) <= limits.cls) : dash,
      audit ? mark(audit.lcpMs == null ? null : String(audit.lcpMs), !audit.budget.timingsOver.includes('LCP')) : dash,
      audit ? tbtMark(audit, timings.blockingMs) : dash,
      dash,
    ];
  });
  if (feedScroll) {
    const longest = feedScroll.pass.count === 0 ? null : feedScroll.pass.longestMs;
    const cards = feedScroll.complete
      ? feedScroll.cards.toLocaleString('en')
      : `${feedScroll.cards.toLocaleString('en')} of ${feedScroll.target.toLocaleString('en')}`;
    const passed = (feedScroll.pass.cards ?? feedScroll.cards).toLocaleString('en');
    rows.push([
      `/tenders, a pass over the last ${passed} of ${cards} loaded cards`,
      ...Array(10).fill(dash),
      longest == null ? 'none ✓' : mark(String(longest), longest <= timings.scrollLongestTaskMs),
    ]);
  }
  return markdownTable(header, rows, 'lrrrrrrrrrrr');
}

/** The legend printed (and put into the README) under the summary. */
export const SUMMARY_LEGEND = [
  '✓ within budget, ✗ missed. Only the columns marked (gate) and the landing-page isolation check fail the run;',
  'the others are timings of a shared, noisy machine and are printed only. KB = 1024 bytes of app JS/CSS the',
  "route loads, gzip = zlib level 9; JS KB left: the route's target minus its measure.",
  '1st content: first visible h1, Chromium at 1440×900 on loopback.',
  `Perf, A11y, CLS, LCP, TBT: Lighthouse 12 mobile defaults (simulated slow 4G, 4× CPU slowdown), ${LIGHTHOUSE_RUNS} runs a`,
  'route: Perf, LCP and TBT of the run with the median score, A11y and CLS of the worst run.',
  `Perf, API elsewhere: the same audit, ${CROSS_ORIGIN_RUNS} run${CROSS_ORIGIN_RUNS === 1 ? '' : 's'} a route, with the API on another origin (every authorised call preflighted).`,
  `Longest task: the longest main-thread task of one pass over the last ${PASS_CARDS.toLocaleString('en')} of the ${FEED_TENDERS.toLocaleString('en')} loaded cards of a feed`,
  '(2 screens a frame).',
].join('\n');

/**
 * How fast this machine's CPU was in Lighthouse's own benchmark over the run's audits, beside the host its
 * fixed 4× slowdown is meant for: the scores of a slower host are lower for the same page. Null without audits.
 * @param {{ benchmarkIndexes?: number[] }[]} results every audit of the run (results.json before it had none)
 */
export function formatHostCpu(results) {
  const indexes = results.flatMap((result) => result.benchmarkIndexes ?? []).sort((a, b) => a - b);
  if (indexes.length === 0) return null;
  const median = indexes[Math.floor((indexes.length - 1) / 2)];
  return [
    `This machine's CPU in Lighthouse's benchmark (benchmarkIndex, ${indexes.length} audits): ${indexes[0]}–${indexes.at(-1)}, median ${median}.`,
    "Lighthouse's 4× CPU slowdown stands for a mid-range phone on a host of 1500–2000; a slower host scores the same page lower",
    "(Lighthouse's throttling.md, 'Calibrating the CPU slowdown').",
  ].join('\n');
}

/**
 * Every run of each audited route, its score and blocking time beside the host's CPU in that run: a median
 * read off the summary can be put against the host speeds it came from. Null without runs.
 * @param {{ route: string, scores?: import('./lighthouse.mjs').RunScore[] }[]} results
 */
export function formatRunScores(results) {
  const figure = (/** @type {number | null} */ value) => (value == null ? '–' : String(value));
  const lines = results
    .filter((result) => result.scores?.length)
    .map(
      ({ route, scores = [] }) =>
        `  ${route}: ${scores.map((score) => `${figure(score.performance)} (${figure(score.tbtMs)} ms, ${figure(score.benchmarkIndex)})`).join(', ')}`,
    );
  return lines.length === 0
    ? null
    : ['Every run, in the order run: performance (TBT, benchmarkIndex of the host in that run).', ...lines].join('\n');
}

/**
 * The audits with the API on another origin in detail: every figure of the summary's columns, and the
 * page's calls to the API with the preflights before them.
 * @param {ReturnType<typeof import('./results.mjs').evaluateLighthouse>[]} results
 * @param {import('./results.mjs').Budgets} budgets
 */
export function formatCrossOrigin(results, { lighthouse: limits, timings }) {
  const figure = (/** @type {number | null} */ value) => (value == null ? null : String(value));
  const rows = results.map((audit) => [
    audit.route,
    performanceMark(audit),
    mark(figure(audit.accessibility), !audit.budget.over.some((item) => item.startsWith('accessibility'))),
    mark(figure(audit.cls), !audit.budget.over.some((item) => item.startsWith('CLS'))),
    mark(figure(audit.lcpMs), !audit.budget.timingsOver.includes('LCP')),
    tbtMark(audit, timings.blockingMs),
    audit.api ? `${audit.api.calls} / ${audit.api.preflights}` : dash,
  ]);
  return markdownTable(
    [
      'API on another origin',
      `Perf ≥ ${limits.crossOriginPerformance}`,
      `A11y ${limits.accessibility === 100 ? '=' : '≥'} ${limits.accessibility} (gate)`,
      `CLS ≤ ${limits.cls} (gate)`,
      `LCP ≤ ${timings.lcpMs} ms`,
      `TBT ≤ ${timings.blockingMs} ms`,
      'API calls / preflights',
    ],
    rows,
    'lrrrrrr',
  );
}

/**
 * The landing page's JS chunks, with the modules that break the isolation rule, if any.
 * @param {import('./isolation.mjs').LandingIsolation} isolation
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
  return markdownTable(['App JS chunk loaded by /', 'Facade module', 'Modules', 'KB gz', 'Check'], rows, 'llrrl');
}

/**
 * The 10,000-tender scroll in detail.
 * @param {import('./scroll.mjs').ScrollResult} scroll
 * @param {{ domMax: number }} limits
 */
export function formatScroll(scroll, { domMax }) {
  const { longTasks, pass } = scroll;
  const tasks = (/** @type {{ count: number, longestMs: number, blockingMs: number }} */ figures) =>
    figures.count === 0
      ? 'none over 50 ms'
      : `${figures.count} over 50 ms, longest ${figures.longestMs} ms, ${figures.blockingMs} ms blocking`;
  const rows = [
    ['Cards loaded', `${scroll.cards} of ${scroll.feedCount ?? '?'} in the feed (${scroll.pages} pages)`],
    ['Loading time', `${(scroll.scrollMs / 1000).toFixed(1)} s from the first card to the last`],
    ['Long tasks while loading', tasks(longTasks)],
    [
      `Long tasks of a pass over the last ${(pass.cards ?? scroll.cards).toLocaleString('en')} cards`,
      `${tasks(pass)} (${pass.frames} frames, ${(pass.ms / 1000).toFixed(1)} s)`,
    ],
    ['DOM elements, most at any page', mark(String(scroll.domMax), scroll.domMax <= domMax)],
    ...scroll.checkpoints.map((point) => [
      `DOM elements / JS heap at ${point.cards.toLocaleString('en')} cards`,
      `${point.domNodes} / ${point.heapUsedMB == null ? dash : `${point.heapUsedMB} MB used after GC (${point.heapTotalMB} MB allocated)`}`,
    ]),
  ];
  return markdownTable([`Feed of ${scroll.target.toLocaleString('en')} tenders (/tenders)`, 'Measured'], rows, 'll');
}

/**
 * The interaction pass, a table per screen: each step's slowest interaction (median of the passes) split into
 * input delay, processing and presentation, every pass's figure, and the INP of the passes; marked against
 * the targets (every interaction ≤ 100 ms, INP ≤ 80 ms), printed only.
 * @param {import('./interactions.mjs').InteractionResult[]} results
 */
export function formatInteractions(results) {
  const ms = (/** @type {number | null | undefined} */ value) => (value == null ? dash : String(Math.round(value)));
  return results
    .map((result) => {
      const rows = result.steps.map((step) => [
        step.step,
        mark(step.medianMs == null ? null : ms(step.medianMs), (step.medianMs ?? 0) <= INTERACTION_TARGET_MS),
        ms(step.split?.inputDelayMs),
        ms(step.split?.processingMs),
        ms(step.split?.presentationMs),
        step.perPass.map(ms).join(' / '),
        String(step.count),
      ]);
      const inps = result.passes.map((pass) => ms(pass.inp)).join(' / ');
      const counts = result.passes.map((pass) => pass.interactions).join(' / ');
      rows.push([
        `INP of the pass (98th percentile of ${counts} interactions)`,
        mark(result.inpMs == null ? null : ms(result.inpMs), (result.inpMs ?? 0) <= INP_TARGET_MS),
        '',
        '',
        '',
        inps,
        '',
      ]);
      const title = `${result.viewport}, ${result.cpuSlowdown}× CPU slowdown, ${result.passes.length} passes`;
      return markdownTable(
        [
          title,
          `ms ≤ ${INTERACTION_TARGET_MS}`,
          'input delay',
          'processing',
          'presentation',
          'each pass',
          'interactions',
        ],
        rows,
        'lrrrrrr',
      );
    })
    .join('\n\n');
}

/**
 * What to fix where Lighthouse's gates are missed: the accessibility audits that did not pass and the
 * elements that shifted, per route.
 * @param {ReturnType<typeof import('./results.mjs').evaluateLighthouse>[]} results
 */
export function formatLighthouseFindings(results) {
  return results
    .flatMap((result) => [
      ...(result.failedAccessibilityAudits.length > 0
        ? [`  - ${result.route}: accessibility audits not passed: ${result.failedAccessibilityAudits.join(', ')}`]
        : []),
      ...(result.cls != null && result.cls > result.budget.cls
        ? [
            `  - ${result.route}: layout shifts: ${result.layoutShifts
              .slice(0, 3)
              .map((shift) => `${shift.element} (${shift.score})`)
              .join(', ')}`,
          ]
        : []),
    ])
    .join('\n');
}
