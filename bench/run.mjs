// @ts-check
// `npm run bench`: builds the app (simulated backend on), serves it, loads each main route in
// Chromium and reports requests, JS/CSS bytes and first-content timings per route, then scrolls
// /tenders through a feed of 1,000 tenders (long tasks, DOM size, heap); writes bench/results.json.
// Exits 1 when a byte budget or the landing-page isolation check fails, or when a route could not be
// measured; timings (the scroll's too) are informative only. `--skip-build` reuses the last build.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, readGraph } from './lib/build.mjs';
import { checkLandingIsolation, classifyFiles, loadedForMocksOnly } from './lib/classify.mjs';
import { launchBrowser, loadRoute } from './lib/measure.mjs';
import { formatIsolation, formatRoutes, formatScroll } from './lib/report.mjs';
import { evaluateRoute, readBudgets } from './lib/results.mjs';
import { measureFeedScroll } from './lib/scroll.mjs';
import { startServer } from './lib/server.mjs';
import { createSizer, splitBytes } from './lib/sizes.mjs';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.dirname(BENCH_DIR);
// Under node_modules/.cache: ignored by git and ESLint without touching their configs.
// BENCH_OUT_DIR lets several checkouts that share node_modules bench at once.
const OUT_DIR = process.env.BENCH_OUT_DIR
  ? path.resolve(process.env.BENCH_OUT_DIR)
  : path.join(ROOT, 'node_modules', '.cache', 'dist-bench');
const BUDGETS_FILE = path.join(BENCH_DIR, 'budgets.json');
const RESULTS_FILE = path.join(BENCH_DIR, 'results.json');

/** The main routes; tender 1 is a notice the demo account (full subscription) may open. */
const ROUTES = [
  { path: '/', auth: false },
  { path: '/login', auth: false },
  { path: '/register', auth: false },
  { path: '/faq', auth: false },
  { path: '/subscription/select-plan', auth: false },
  { path: '/privacy', auth: false },
  { path: '/tenders', auth: true },
  { path: '/tenders/saved', auth: true },
  { path: '/account', auth: true },
  { path: '/preferences', auth: true },
  { path: '/tenders/1', auth: true },
];

const USAGE =
  'Usage: node bench/run.mjs [--skip-build] [--no-scroll]\n  --skip-build  reuse the previous bench build instead of building again\n  --no-scroll   measure the routes only, not the 1,000-tender scroll';

/** @param {number} since */
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const unknown = args.filter((arg) => arg !== '--skip-build' && arg !== '--no-scroll');
  if (unknown.length > 0) {
    process.stderr.write(`Unknown option ${unknown.join(' ')}\n${USAGE}\n`);
    return 2;
  }

  const started = performance.now();
  const budgets = await readBudgets(BUDGETS_FILE);
  let graph;
  if (args.includes('--skip-build')) {
    graph = await readGraph(OUT_DIR);
    log(`Reusing the build in ${path.relative(ROOT, OUT_DIR)}`);
  } else {
    log('Building with VITE_API_MOCKING=on …');
    const buildStarted = performance.now();
    graph = await buildApp({ root: ROOT, outDir: OUT_DIR });
    log(`Built in ${seconds(buildStarted)} (${graph.length} JS chunks)`);
  }
  const { mockFiles } = classifyFiles(graph);
  const sizeOf = createSizer(OUT_DIR);

  const server = await startServer(OUT_DIR);
  /** @type {import('./lib/results.mjs').RouteResult[]} */
  const routes = [];
  /** @type {string[]} */
  const failures = [];
  /** @type {import('./lib/scroll.mjs').ScrollResult | null} */
  let scroll = null;
  /** @type {string[]} */
  const scrollProblems = [];
  /** @type {import('@playwright/test').Browser | undefined} */
  let browser;
  try {
    browser = await launchBrowser();
    for (const route of ROUTES) {
      const loadStarted = performance.now();
      try {
        const load = await loadRoute(browser, server, route);
        const routeMockFiles = new Set([...mockFiles, ...loadedForMocksOnly(graph, load.served, mockFiles)]);
        const result = evaluateRoute(route, load, splitBytes(load.served, routeMockFiles, sizeOf), budgets);
        routes.push(result);
        if (load.finalPath !== route.path)
          failures.push(`${route.path}: ended on ${load.finalPath}, so another page was measured`);
        if (result.budget.over.length > 0)
          failures.push(`${route.path}: ${result.budget.over.join(' and ')} over the gzip budget`);
        log(`  ${route.path} measured in ${seconds(loadStarted)}`);
      } catch (error) {
        failures.push(
          `${route.path}: could not be measured (${error instanceof Error ? error.message.split('\n')[0] : error})`,
        );
      }
    }
    if (!args.includes('--no-scroll')) {
      const scrollStarted = performance.now();
      try {
        scroll = await measureFeedScroll(browser, server);
        scrollProblems.push(...scroll.problems);
        log(`  /tenders scrolled through ${scroll.cards} cards in ${seconds(scrollStarted)}`);
      } catch (error) {
        // Timings never fail the run: a scroll that could not be measured is reported, not failed.
        scrollProblems.push(`not measured (${error instanceof Error ? error.message.split('\n')[0] : error})`);
      }
    }
  } finally {
    await browser?.close();
    await server.close();
  }

  const landing = routes.find((result) => result.route === '/');
  const isolation = checkLandingIsolation(graph, landing?.js.files ?? []);
  if (!isolation.ok) failures.push('/: the landing page loads code of the app behind login');

  log('');
  log(formatRoutes(routes));
  log('');
  log('Sizes in KB (1024 bytes), gzip = zlib level 9. "Mock" is the simulated backend (MSW, its worker,');
  log('mock data and pages, and app chunks fetched only because mock code imports them), which a real');
  log('build does not load: it is listed apart and not budgeted.');
  log(
    `Timing budgets (printed, never failing): 1st content ≤ ${budgets.timings.firstContentMs} ms, ` +
      `LCP ≤ ${budgets.timings.lcpMs} ms, long-task blocking ≤ ${budgets.timings.blockingMs} ms.`,
  );
  log('');
  if (scroll) log(formatScroll(scroll));
  log('');
  log(formatIsolation(isolation, sizeOf));
  const problems = [
    ...routes.flatMap((result) => result.problems.map((problem) => `${result.route}: ${problem}`)),
    ...scrollProblems.map((problem) => `/tenders scroll: ${problem}`),
  ];
  if (problems.length > 0) log(`\nNotes (not failing):\n${problems.map((p) => `  - ${p}`).join('\n')}`);

  await writeFile(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        timestamp: new Date().toISOString(),
        build: {
          dir: path.relative(ROOT, OUT_DIR),
          mocking: true,
          chunks: graph.length,
          mockFiles: [...mockFiles].sort(),
        },
        units: { bytes: 'bytes', gzip: 'zlib level 9', timings: 'ms since navigation start' },
        budgets,
        routes,
        feedScroll: scroll && { ...scroll, budget: { longestTaskMs: 50, info: 'printed, never failing' } },
        landingIsolation: isolation,
        failures,
        ok: failures.length === 0,
      },
      null,
      2,
    )}\n`,
  );
  log(`\nWrote ${path.relative(ROOT, RESULTS_FILE)} in ${seconds(started)} overall.`);
  if (failures.length > 0) {
    process.stderr.write(`\nBench FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}\n`);
    return 1;
  }
  log('Bench passed: every route within its byte budget, landing page free of logged-in code.');
  return 0;
}

/** @param {string} line */
function log(line) {
  process.stdout.write(`${line}\n`);
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
