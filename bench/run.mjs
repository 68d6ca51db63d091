// @ts-check
// `npm run bench`: builds the app as production does (mocking off), serves it with the simulated backend
// over loopback HTTP (the server of `npm run mock-api`), loads each main route in Chromium (requests, JS/CSS
// bytes, first content), audits /, /login, /faq, /tenders, a detail, /bids and /preferences with Lighthouse (mobile), then once
// more with the API on another origin (a second build and port: every authorised call preflighted), scrolls
// /tenders through a feed of 10,000 tenders, times a session's interactions (taps, keys, a drag) with the CPU
// slowed down at a phone's and a desktop's size, prints every figure beside its budget and writes bench/results.json.
// Exits 1 when a gate is missed (byte budgets, landing-page isolation, Lighthouse accessibility and CLS on
// either origin, the cross-origin build's CSP and preconnect) or a route could not be measured; timings
// (performance score, LCP, TBT, first content, the scroll, the interactions) are printed only.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, readGraph } from './lib/build.mjs';
import { serveCrossOrigin } from './lib/cross-origin.mjs';
import { checkLandingIsolation } from './lib/isolation.mjs';
import { CROSS_ORIGIN_RUNS } from './lib/lighthouse-runs.mjs';
import { INTERACTION_PASSES, measureInteractions } from './lib/interactions.mjs';
import { launchBrowser, loadRoute } from './lib/measure.mjs';
import {
  SUMMARY_LEGEND,
  formatHostCpu,
  formatRunScores,
  formatCrossOrigin,
  formatInteractions,
  formatIsolation,
  formatLighthouseFindings,
  formatScroll,
  formatSummary,
} from './lib/report.mjs';
import { evaluateLighthouse, evaluateRoute, readBudgets } from './lib/results.mjs';
import { measurePrecache } from './lib/precache.mjs';
import { ROUTES } from './lib/routes.mjs';
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
// The build whose API is on the bench server's origin while the app is served from another one.
const CROSS_ORIGIN_DIR = `${OUT_DIR}-cross-origin`;

const OPTIONS = [
  '--skip-build',
  '--no-scroll',
  '--no-lighthouse',
  '--no-cross-origin',
  '--one-run',
  '--no-interactions',
];
/** Options followed by a value, and the values they take. */
const VALUE_OPTIONS = {
  '--only': (/** @type {string} */ value) => value === 'interactions',
  '--interaction-passes': (/** @type {string} */ value) => /^[1-9]\d*$/.test(value),
};
const USAGE = `Usage: node bench/run.mjs [${OPTIONS.join('] [')}] [--only interactions] [--interaction-passes N]
  --skip-build       reuse the previous bench build instead of building again
  --no-scroll        skip the 10,000-tender scroll
  --no-lighthouse    skip the Lighthouse audits (both origins)
  --no-cross-origin  skip the audits with the API on another origin (and their build)
  --one-run          one Lighthouse run a route instead of five: enough for its gates (accessibility and CLS
                     do not vary between runs), not for its timings (npm test uses it)
  --no-interactions  skip the interaction pass (npm test and bench:bytes)
  --only interactions  the interaction pass only: no route loads, audits, scroll or byte gates
  --interaction-passes N  passes of the interaction pass at each screen size (default ${INTERACTION_PASSES})`;

/** @param {number} since */
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
/** @param {unknown} error */
const firstLine = (error) => (error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const { flags, values, unknown } = parseArgs(args);
  if (unknown.length > 0) {
    process.stderr.write(`Unknown option ${unknown.join(' ')}\n${USAGE}\n`);
    return 2;
  }
  const onlyInteractions = values.get('--only') === 'interactions';
  const interactionPasses = Number(values.get('--interaction-passes') ?? INTERACTION_PASSES);

  const started = performance.now();
  const budgets = await readBudgets(BUDGETS_FILE);
  let graph;
  if (flags.has('--skip-build')) {
    graph = await readGraph(OUT_DIR);
    log(`Reusing the build in ${path.relative(ROOT, OUT_DIR)}`);
  } else {
    log('Building for production (mocking off) …');
    const buildStarted = performance.now();
    graph = await buildApp({ root: ROOT, outDir: OUT_DIR });
    log(`Built in ${seconds(buildStarted)} (${graph.length} JS chunks)`);
  }
  const sizeOf = createSizer(OUT_DIR);
  const precache = await measurePrecache(OUT_DIR, sizeOf);

  // The apps allowed to call this server's API from another origin (the cross-origin audits).
  /** @type {Set<string>} */
  const callers = new Set();
  const server = await startServer(ROOT, OUT_DIR, { isAllowedOrigin: (origin) => callers.has(origin) });
  log(`Serving the build and the mock API at ${server.origin}`);
  /** @type {import('./lib/results.mjs').RouteResult[]} */
  const routes = [];
  /** @type {ReturnType<typeof evaluateLighthouse>[]} */
  const lighthouse = [];
  /** @type {ReturnType<typeof evaluateLighthouse>[]} */
  const lighthouseCrossOrigin = [];
  /** @type {string[]} */
  const failures = [];
  /** @type {import('./lib/scroll.mjs').ScrollResult | null} */
  let scroll = null;
  /** @type {string[]} */
  const scrollProblems = [];
  /** @type {import('./lib/interactions.mjs').InteractionResult[]} */
  let interactions = [];
  try {
    const browser = await launchBrowser();
    try {
      for (const route of onlyInteractions ? [] : ROUTES) {
        const loadStarted = performance.now();
        try {
          const load = await loadRoute(browser, server, route);
          const result = evaluateRoute(route, load, splitBytes(load.served, sizeOf), budgets);
          routes.push(result);
          if (load.finalPath !== route.path)
            failures.push(`${route.path}: ended on ${load.finalPath}, so another page was measured`);
          if (result.budget.over.length > 0)
            failures.push(`${route.path}: ${result.budget.over.join(' and ')} over its gzip target`);
          log(`  ${route.path} measured in ${seconds(loadStarted)}`);
        } catch (error) {
          failures.push(`${route.path}: could not be measured (${firstLine(error)})`);
        }
      }
    } finally {
      await browser.close();
    }

    if (!onlyInteractions && !flags.has('--no-lighthouse')) {
      // Loaded only when used: Lighthouse is a large import.
      const { runLighthouse } = await import('./lib/lighthouse.mjs');
      const oneRun = flags.has('--one-run');
      const audits = await runLighthouse(server, log, oneRun ? { runs: 1 } : {});
      failures.push(...audits.failures);
      for (const result of audits.results) {
        const evaluated = evaluateLighthouse(result, budgets);
        lighthouse.push(evaluated);
        if (evaluated.budget.over.length > 0)
          failures.push(`${result.route}: Lighthouse ${evaluated.budget.over.join(' and ')} misses its budget`);
      }

      if (!flags.has('--no-cross-origin')) {
        // Before the scroll, which fills the shared simulated backend with 10,000 tenders.
        const crossStarted = performance.now();
        try {
          const runs = oneRun ? 1 : CROSS_ORIGIN_RUNS;
          lighthouseCrossOrigin.push(...(await auditCrossOrigin(server, callers, budgets, failures, runs)));
        } catch (error) {
          failures.push(`API on another origin: not audited (${firstLine(error)})`);
        }
        log(`  API on another origin: built, served and audited in ${seconds(crossStarted)}`);
      }
    }

    // After the audits (it saves, rejects and adds to the simulated backend), before the scroll (10,000 tenders).
    if (!flags.has('--no-interactions')) {
      const interactionsStarted = performance.now();
      const interactionBrowser = await launchBrowser();
      try {
        interactions = await measureInteractions(interactionBrowser, server, log, { passes: interactionPasses });
        log(`  interactions timed in ${seconds(interactionsStarted)}`);
      } finally {
        await interactionBrowser.close();
      }
    }

    // Last: it fills the simulated backend with 10,000 tenders, which the routes above must not see.
    if (!onlyInteractions && !flags.has('--no-scroll')) {
      const scrollStarted = performance.now();
      const scrollBrowser = await launchBrowser();
      try {
        scroll = await measureFeedScroll(scrollBrowser, server, log);
        scrollProblems.push(...scroll.problems);
        log(`  /tenders scrolled through ${scroll.cards} cards in ${seconds(scrollStarted)}`);
      } catch (error) {
        // Timings never fail the run: a scroll that could not be measured is reported, not failed.
        scrollProblems.push(`not measured (${firstLine(error)})`);
      } finally {
        await scrollBrowser.close();
      }
    }
  } finally {
    await server.close();
  }

  if (onlyInteractions) {
    log('');
    log(formatInteractions(interactions));
    await writeFile(
      RESULTS_FILE,
      `${JSON.stringify({ timestamp: new Date().toISOString(), interactions }, null, 2)}\n`,
    );
    log(`\nWrote ${path.relative(ROOT, RESULTS_FILE)} in ${seconds(started)} overall (interactions only).`);
    return 0;
  }
  const landing = routes.find((result) => result.route === '/');
  const isolation = checkLandingIsolation(graph, landing?.js.files ?? []);
  if (!isolation.ok) failures.push('/: the landing page loads code of the app behind login');

  const results = {
    timestamp: new Date().toISOString(),
    build: { dir: path.relative(ROOT, OUT_DIR), mocking: false, chunks: graph.length },
    units: { bytes: 'bytes', gzip: 'zlib level 9', timings: 'ms since navigation start' },
    budgets,
    routes,
    lighthouse,
    lighthouseCrossOrigin,
    feedScroll: scroll,
    interactions,
    landingIsolation: isolation,
    serviceWorkerPrecache: precache,
    failures,
    ok: failures.length === 0,
  };

  log('');
  log(formatSummary(results));
  log('');
  log(SUMMARY_LEGEND);
  const hostCpu = formatHostCpu([...lighthouse, ...lighthouseCrossOrigin]);
  if (hostCpu) log(`\n${hostCpu}`);
  const runScores = formatRunScores(lighthouse);
  if (runScores) log(`\n${runScores}`);
  if (lighthouseCrossOrigin.length > 0) log(`\n${formatCrossOrigin(lighthouseCrossOrigin, budgets)}`);
  const crossRunScores = formatRunScores(lighthouseCrossOrigin);
  if (crossRunScores) log(`\nWith the API on another origin. ${crossRunScores}`);
  const findings = formatLighthouseFindings(lighthouse);
  if (findings) log(`\nWhere Lighthouse's gates are missed:\n${findings}`);
  const crossFindings = formatLighthouseFindings(lighthouseCrossOrigin);
  if (crossFindings) log(`\nWhere Lighthouse's gates are missed with the API on another origin:\n${crossFindings}`);
  if (scroll) log(`\n${formatScroll(scroll, { domMax: budgets.timings.scrollDomMax })}`);
  if (interactions.length > 0) log(`\n${formatInteractions(interactions)}`);
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  log(
    precache
      ? `\nService worker precache: ${precache.files} files, ${kb(precache.raw)} (${kb(precache.gzip)} gzip), fetched once in the background after the first visit.`
      : '\nService worker precache: none (the build has no sw.js).',
  );
  log(
    isolation.ok
      ? `\nLanding-page isolation: ok, none of the ${isolation.chunks.length} app JS chunks / loads holds code behind login.`
      : `\n${formatIsolation(isolation, sizeOf)}`,
  );
  const problems = [
    ...routes.flatMap((result) => result.problems.map((problem) => `${result.route}: ${problem}`)),
    ...lighthouse.flatMap((result) => result.problems.map((problem) => `${result.route} (Lighthouse): ${problem}`)),
    ...lighthouseCrossOrigin.flatMap((result) =>
      result.problems.map((problem) => `${result.route} (Lighthouse, API on another origin): ${problem}`),
    ),
    ...scrollProblems.map((problem) => `/tenders scroll: ${problem}`),
    ...interactions.flatMap((result) =>
      result.problems.map((problem) => `interactions at ${result.viewport}: ${problem}`),
    ),
  ];
  if (problems.length > 0) log(`\nNotes (not failing):\n${problems.map((p) => `  - ${p}`).join('\n')}`);

  await writeFile(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  log(`\nWrote ${path.relative(ROOT, RESULTS_FILE)} in ${seconds(started)} overall.`);
  if (failures.length > 0) {
    process.stderr.write(`\nBench FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}\n`);
    return 1;
  }
  const gates = [
    'bytes',
    'landing-page isolation',
    ...(lighthouse.length > 0 ? ['Lighthouse accessibility and CLS'] : []),
    ...(lighthouseCrossOrigin.length > 0 ? ['the same with the API on another origin'] : []),
  ];
  log(`Bench passed: every gate met (${gates.join(', ')}).`);
  return 0;
}

/**
 * Lighthouse on the same routes with the API on another origin, as in production: a build whose
 * VITE_API_URL is the bench server's /api, served from a second port that the server lets call it.
 * @param {import('./lib/server.mjs').BenchServer} server
 * @param {Set<string>} callers the origins the server's API answers (CORS)
 * @param {import('./lib/results.mjs').Budgets} budgets
 * @param {string[]} failures
 * @param {number} runs Lighthouse runs a route
 */
async function auditCrossOrigin(server, callers, budgets, failures, runs) {
  const cross = await serveCrossOrigin({
    root: ROOT,
    outDir: CROSS_ORIGIN_DIR,
    api: server,
    allow: (origin) => callers.add(origin),
  });
  try {
    log(`Serving a build with the API at ${cross.apiOrigin} from ${cross.server.origin}`);
    if (cross.missing.length > 0) {
      failures.push(...cross.missing.map((what) => `cross-origin build: ${what}`));
      return [];
    }
    // Loaded only when used, as in main.
    const { runLighthouse } = await import('./lib/lighthouse.mjs');
    const audits = await runLighthouse(cross.server, log, { runs, apiOrigin: cross.apiOrigin });
    failures.push(...audits.failures.map((failure) => `API on another origin: ${failure}`));
    return audits.results.map((result) => {
      const evaluated = evaluateLighthouse(result, budgets, { crossOrigin: true });
      const where = `${result.route}: Lighthouse with the API on another origin`;
      if (evaluated.budget.over.length > 0)
        failures.push(`${where}: ${evaluated.budget.over.join(' and ')} misses its budget`);
      // A page behind login that never called the API there measured nothing of what this run is for.
      if (result.loggedIn && !result.api?.calls) failures.push(`${where} saw no call to it`);
      return evaluated;
    });
  } finally {
    callers.delete(cross.server.origin);
    await cross.server.close();
  }
}

/**
 * Splits the arguments into flags (OPTIONS), options with a value (VALUE_OPTIONS: `--only interactions` or
 * `--only=interactions`) and what is neither or has a wrong value.
 * @param {string[]} args
 */
function parseArgs(args) {
  /** @type {Set<string>} */
  const flags = new Set();
  /** @type {Map<string, string>} */
  const values = new Map();
  /** @type {string[]} */
  const unknown = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const [name = '', inline] = arg.split('=', 2);
    if (OPTIONS.includes(arg)) flags.add(arg);
    else if (name in VALUE_OPTIONS) {
      const value = inline ?? args[++index] ?? '';
      if (VALUE_OPTIONS[/** @type {keyof typeof VALUE_OPTIONS} */ (name)](value)) values.set(name, value);
      else unknown.push(`${name} ${value}`);
    } else unknown.push(arg);
  }
  return { flags, values, unknown };
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
