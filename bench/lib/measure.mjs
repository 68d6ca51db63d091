// @ts-check
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { ACCEPT_LOOPBACK_CERTIFICATE } from './http2-front.mjs';

const CHROMIUM = JSON.parse(readFileSync(new URL('../../tests/e2e/chromium.json', import.meta.url), 'utf8'));

/** How long a page may take to show its h1 before the figure is left empty. */
const FIRST_CONTENT_TIMEOUT_MS = 15_000;
/** Lazy chunks and API calls that follow the h1 still belong to the route: wait for quiet. */
const SETTLE_TIMEOUT_MS = 10_000;

/** Debian's Chromium; Playwright's own browsers are never downloaded here. */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM.executablePath,
    args: [...CHROMIUM.args, ACCEPT_LOOPBACK_CERTIFICATE],
  });
}

/**
 * Runs in every document before the app: records when the first non-empty h1 is rendered (checked
 * once per animation frame, so the time is the frame that paints it) and the browser's own paint,
 * LCP and long-task entries.
 */
function installObservers() {
  const state = {
    firstContentMs: /** @type {number | null} */ (null),
    fcpMs: /** @type {number | null} */ (null),
    lcpMs: /** @type {number | null} */ (null),
    longTasks: 0,
    blockingMs: 0,
  };
  Object.defineProperty(window, '__bench', { value: state });
  const poll = () => {
    const visible = [...document.querySelectorAll('h1')].some(
      (h1) => (h1.textContent ?? '').trim() !== '' && h1.checkVisibility(),
    );
    if (visible) state.firstContentMs = performance.now();
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
  const observe = (/** @type {string} */ type, /** @type {(entry: PerformanceEntry) => void} */ onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser lacks leaves its figure empty.
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') state.fcpMs = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => (state.lcpMs = entry.startTime));
  observe('longtask', (entry) => {
    state.longTasks += 1;
    state.blockingMs += Math.max(0, entry.duration - 50);
  });
}

/**
 * A fresh browser context (cold cache) at 1440×900; logged in as the demo user when `auth` is set: his
 * localStorage on a next visit (fresh tokens from the mock API, and the full access this browser saw) is
 * there before the first page loads. Service workers are blocked: the app's worker would precache the whole
 * build in the background, which the server would count as the route's files (its size is printed on its
 * own). The page still loads its registration code, which counts.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('./server.mjs').BenchServer} server
 * @param {boolean} auth
 * @param {{ width: number, height: number }} [viewport] another screen than the desktop's (the interaction pass)
 */
export async function newContext(browser, server, auth, viewport = { width: 1440, height: 900 }) {
  const storage = auth ? await server.returningSubscriber() : {};
  const items = Object.entries(storage).map(([name, value]) => ({ name, value }));
  return browser.newContext({
    viewport,
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
    serviceWorkers: 'block',
    storageState: { cookies: [], origins: [{ origin: server.origin, localStorage: items }] },
  });
}

/**
 * @typedef {object} RouteLoad
 * @property {string[]} served       build files the server sent during the measured navigation
 * @property {string} finalPath      where the page ended up (a redirect means the wrong page was measured)
 * @property {number} requests       requests the page made (documents, code, fonts, API calls)
 * @property {Record<string, number>} requestTypes
 * @property {number | null} firstContentMs
 * @property {number | null} fcpMs
 * @property {number | null} lcpMs
 * @property {number} longTasks
 * @property {number} blockingMs     sum over long tasks of the part above 50 ms
 * @property {string[]} problems     page errors, missing h1, unsettled network
 */

/**
 * Loads one route in a fresh browser context (cold cache), logged in when the route needs it.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('./server.mjs').BenchServer} server
 * @param {{ path: string, auth: boolean }} route
 * @returns {Promise<RouteLoad>}
 */
export async function loadRoute(browser, server, route) {
  const context = await newContext(browser, server, route.auth);
  try {
    await context.addInitScript(installObservers);
    const page = await context.newPage();

    /** @type {string[]} */
    const problems = [];
    /** @type {Record<string, number>} */
    const requestTypes = {};
    page.on('request', (request) => {
      requestTypes[request.resourceType()] = (requestTypes[request.resourceType()] ?? 0) + 1;
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    server.takeServed();

    await page.goto(`${server.origin}${route.path}`, { waitUntil: 'load' });
    const firstContent = await page
      .waitForFunction(() => /** @type {any} */ (window).__bench.firstContentMs, null, {
        timeout: FIRST_CONTENT_TIMEOUT_MS,
        polling: 50,
      })
      .catch(() => null);
    if (!firstContent) problems.push(`no visible h1 within ${FIRST_CONTENT_TIMEOUT_MS / 1000} s`);
    await page.waitForLoadState('networkidle', { timeout: SETTLE_TIMEOUT_MS }).catch(() => {
      problems.push('network still busy after the settle timeout');
    });

    const metrics = await page.evaluate(() => ({ .../** @type {any} */ (window).__bench }));
    const requests = Object.values(requestTypes).reduce((sum, n) => sum + n, 0);
    const finalPath = new URL(page.url()).pathname;
    return { served: server.takeServed(), finalPath, requests, requestTypes, ...metrics, problems };
  } finally {
    await context.close();
  }
}
