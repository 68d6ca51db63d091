// @ts-check
import { readFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
// Lighthouse's own dependency: it drives the page that Lighthouse audits.
import puppeteer from 'puppeteer-core';
import { ACCEPT_LOOPBACK_CERTIFICATE } from './http2-front.mjs';
import { combineRuns, LIGHTHOUSE_RUNS } from './lighthouse-runs.mjs';

const CHROMIUM = JSON.parse(readFileSync(new URL('../../tests/e2e/chromium.json', import.meta.url), 'utf8'));

/**
 * The routes of issues #11 and #23: three public ones, the feed and one detail (tender 1 is a real notice);
 * and of issue #44: 'Mijn biedingen' and the preferences.
 */
export const LIGHTHOUSE_ROUTES = [
  { path: '/', auth: false },
  { path: '/login', auth: false },
  { path: '/faq', auth: false },
  { path: '/tenders', auth: true },
  { path: '/tenders/1', auth: true },
  { path: '/bids', auth: true },
  { path: '/preferences', auth: true },
];

/**
 * @typedef {object} RunScore
 * @property {number | null} performance
 * @property {number | null} tbtMs
 * @property {number | null} benchmarkIndex
 */

/**
 * @typedef {object} LighthouseResult
 * @property {string} route
 * @property {boolean} loggedIn
 * @property {number | null} performance   category score 0–100 (timing-based)
 * @property {number | null} accessibility category score 0–100
 * @property {number | null} cls           Cumulative Layout Shift
 * @property {number | null} lcpMs         Largest Contentful Paint (simulated mobile 4G, slowed CPU)
 * @property {number | null} tbtMs         Total Blocking Time (simulated)
 * @property {number | null} fcpMs         First Contentful Paint (simulated)
 * @property {string[]} failedAccessibilityAudits the accessibility audits that did not pass, with the elements
 * @property {{ element: string, score: number }[]} layoutShifts the shifts behind CLS, biggest first
 * @property {string} finalPath            where the page ended up
 * @property {{ calls: number, preflights: number }} [api] requests to an API on another origin: its calls,
 *   and the CORS preflights before them
 * @property {number[]} benchmarkIndexes  Lighthouse's measure of the host's CPU (`benchmarkIndex`) in each run
 * @property {number} [runs]               how many runs the figures come from (combineRuns)
 * @property {RunScore[]} [scores]         every run's score beside its host's CPU, in the order run (combineRuns)
 * @property {string[]} problems           run warnings and errors
 */

/** @param {number | null | undefined} score */
const percent = (score) => (score == null ? null : Math.round(score * 100));

/**
 * The page's requests to the API's origin (another one than the page's): its calls, and the preflights
 * Chromium sent before them (resource type `Preflight` in the network log).
 * @param {any} lhr
 * @param {string} apiOrigin
 */
function countApiRequests(lhr, apiOrigin) {
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (/** @type {any} */ item) => typeof item.url === 'string' && item.url.startsWith(`${apiOrigin}/`),
  );
  const preflights = requests.filter((/** @type {any} */ item) => item.resourceType === 'Preflight').length;
  return { calls: requests.length - preflights, preflights };
}

/**
 * @param {any} lhr Lighthouse's result
 * @param {{ path: string, auth: boolean }} route
 * @param {string} [apiOrigin] the API's origin, when not the page's
 * @returns {LighthouseResult}
 */
function summarize(lhr, route, apiOrigin) {
  const numeric = (/** @type {string} */ id) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  const round = (/** @type {number | null} */ value) => (value == null ? null : Math.round(value));
  const accessibility = lhr.categories.accessibility;
  // Each failing audit with the first elements it flags, so a missed 100 says what to fix.
  const failedAccessibilityAudits = (accessibility?.auditRefs ?? [])
    .filter((/** @type {any} */ ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== 1)
    .map((/** @type {any} */ ref) => {
      const nodes = (lhr.audits[ref.id]?.details?.items ?? [])
        .slice(0, 3)
        .map((/** @type {any} */ item) => item.node?.selector)
        .filter(Boolean);
      return nodes.length > 0 ? `${ref.id} (${nodes.join('; ')})` : ref.id;
    });
  const cls = numeric('cumulative-layout-shift');
  const layoutShifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map((/** @type {any} */ item) => ({
    element: item.node?.selector ?? item.node?.nodeLabel ?? '(unknown element)',
    score: Math.round(item.score * 1000) / 1000,
  }));
  return {
    route: route.path,
    loggedIn: route.auth,
    performance: percent(lhr.categories.performance?.score),
    accessibility: percent(accessibility?.score),
    cls: cls == null ? null : Math.round(cls * 1000) / 1000,
    lcpMs: round(numeric('largest-contentful-paint')),
    tbtMs: round(numeric('total-blocking-time')),
    fcpMs: round(numeric('first-contentful-paint')),
    failedAccessibilityAudits,
    layoutShifts,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    benchmarkIndexes:
      typeof lhr.environment?.benchmarkIndex === 'number' ? [Math.round(lhr.environment.benchmarkIndex)] : [],
    ...(apiOrigin ? { api: countApiRequests(lhr, apiOrigin) } : {}),
    problems: [
      ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
      ...lhr.runWarnings.map(String),
    ],
  };
}

/**
 * One Lighthouse run of a route in a new tab; null when it could not audit it (the reason is in `failures`).
 * @param {import('puppeteer-core').Browser} browser
 * @param {import('./server.mjs').BenchServer} server
 * @param {{ path: string, auth: boolean }} route
 * @param {string[]} failures
 * @param {string} [apiOrigin]
 * @returns {Promise<LighthouseResult | null>}
 */
async function auditOnce(browser, server, route, failures, apiOrigin) {
  const page = await browser.newPage();
  try {
    if (route.auth) {
      const storage = await server.returningSubscriber();
      await page.goto(`${server.origin}/favicon.svg`);
      await page.evaluate((items) => {
        for (const [name, value] of Object.entries(items)) localStorage.setItem(name, value);
      }, storage);
    }
    const run = await lighthouse(
      `${server.origin}${route.path}`,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        // Neither changes a score; both cost seconds a route (bf-cache navigates away and back).
        disableFullPageScreenshot: true,
        skipAudits: ['bf-cache'],
      },
      undefined,
      page,
    );
    if (!run) throw new Error('Lighthouse returned no result');
    const result = summarize(run.lhr, route, apiOrigin);
    if (result.finalPath !== route.path)
      failures.push(`${route.path}: Lighthouse ended on ${result.finalPath}, so another page was audited`);
    return result;
  } catch (error) {
    failures.push(
      `${route.path}: Lighthouse could not audit it (${error instanceof Error ? error.message.split('\n')[0] : error})`,
    );
    return null;
  } finally {
    await page.close();
  }
}

/**
 * Lighthouse 12 with its defaults (mobile: Moto G Power screen, simulated slow 4G and 4× slower CPU) on
 * each route in turn, `runs` times (combined by combineRuns), performance and accessibility only. For a
 * route behind login, the demo user's localStorage on a next visit (tokens, and the full access seen) goes in
 * first, from a same-origin file that loads no app code, so every run measures the same visit; Lighthouse's
 * own storage reset clears caches and service workers but keeps localStorage.
 * With `apiOrigin` (an API on another origin than `server`'s), each result counts the calls to it.
 * @param {import('./server.mjs').BenchServer} server
 * @param {(line: string) => void} log
 * @param {{ runs?: number, apiOrigin?: string, routes?: { path: string, auth: boolean }[] }} [options] `routes`:
 *   some of LIGHTHOUSE_ROUTES (a comparison by hand)
 * @returns {Promise<{ results: LighthouseResult[], failures: string[] }>}
 */
export async function runLighthouse(
  server,
  log,
  { runs: times = LIGHTHOUSE_RUNS, apiOrigin, routes = LIGHTHOUSE_ROUTES } = {},
) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM.executablePath,
    args: [...CHROMIUM.args, ACCEPT_LOOPBACK_CERTIFICATE],
    headless: true,
  });
  /** @type {LighthouseResult[]} */
  const results = [];
  /** @type {string[]} */
  const failures = [];
  try {
    for (const route of routes) {
      const started = performance.now();
      /** @type {LighthouseResult[]} */
      const runs = [];
      for (let attempt = 0; attempt < times; attempt += 1) {
        const result = await auditOnce(browser, server, route, failures, apiOrigin);
        if (!result) break;
        runs.push(result);
      }
      if (runs.length === times) results.push(combineRuns(runs));
      const where = apiOrigin ? ', API on another origin' : '';
      log(
        `  Lighthouse ${route.path} (${runs.length} run${runs.length === 1 ? '' : 's'}${where}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  } finally {
    await browser.close();
  }
  return { results, failures };
}
