// @ts-check
import { newContext } from './measure.mjs';

/** Open tenders the demo user's main feed should hold (copies of the real notices, docs/decisions/084-bench-method.md). */
export const FEED_TENDERS = 1000;
/** The scroll gives up after this long (CI has 2 cores) and reports how many cards it reached. */
const SCROLL_TIMEOUT_MS = 100_000;
/** How long one page may take to arrive after scrolling to the bottom before the run stops waiting. */
const PAGE_TIMEOUT_MS = 15_000;

/**
 * @typedef {object} ScrollResult
 * @property {number} target          open tenders asked of the simulated backend
 * @property {number | null} feedCount the feed's `count` as the API answered it
 * @property {number} cards           cards in the feed when the scroll ended
 * @property {boolean} complete       whether every card of the feed was loaded
 * @property {number} pages           pages the feed fetched
 * @property {number} scrollMs        from the first card to the end of the feed (or the time-out)
 * @property {{ count: number, longestMs: number, blockingMs: number, byHundredCards: number[] }} longTasks
 *   over the whole scroll; `byHundredCards[i]`: long tasks seen while the feed held i×100 to i×100+99 cards
 * @property {number} domNodes        elements in the document at the end
 * @property {number | null} heapUsedMB JS heap in use at the end, after a garbage collection (CDP)
 * @property {number | null} heapTotalMB
 * @property {string[]} problems
 */

/** The feed's last line once the API has no next page (spec §2, src/i18n/nl/tenders.ts `feed.noMore`). */
const END_OF_FEED_TEXT = 'Geen aanbestedingen meer gevonden';

/**
 * Runs in the page, so no round trip to Playwright sits between two pages: scrolls to the bottom (the
 * sentinel comes within the 200 px threshold, the feed loads one more page), waits for the new cards,
 * and repeats until the feed says it has no more. Watches the feed's children with a MutationObserver:
 * polling a DOM of tens of thousands of elements would itself cause long tasks.
 * @param {{ timeoutMs: number, pageTimeoutMs: number, doneText: string }} options
 */
async function scrollToEnd({ timeoutMs, pageTimeoutMs, doneText }) {
  const started = performance.now();
  const feed = () => document.querySelector('[role="feed"]');
  const count = () => feed()?.childElementCount ?? 0;
  const done = () =>
    [...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.includes(doneText));
  let stalled = false;
  while (!done() && performance.now() - started < timeoutMs) {
    const before = count();
    window.scrollTo(0, document.documentElement.scrollHeight);
    const list = feed();
    const grew = await new Promise((resolve) => {
      if (!list) return resolve(false);
      const timer = setTimeout(() => {
        observer.disconnect();
        resolve(false);
      }, pageTimeoutMs);
      const observer = new MutationObserver(() => {
        if (count() <= before) return;
        observer.disconnect();
        clearTimeout(timer);
        resolve(true);
      });
      observer.observe(list, { childList: true });
    });
    if (!grew) {
      stalled = true;
      break;
    }
  }
  const ms = performance.now() - started;
  return { cards: count(), ms, stalled, timedOut: !stalled && !done() };
}

/** Runs in the page: long tasks (> 50 ms) from now on. */
function observeLongTasks() {
  const state = { count: 0, longestMs: 0, blockingMs: 0, byHundredCards: /** @type {number[]} */ ([]) };
  Object.defineProperty(window, '__benchScroll', { value: state });
  new PerformanceObserver((list) => {
    const cards = document.querySelector('[role="feed"]')?.childElementCount ?? 0;
    for (const entry of list.getEntries()) {
      state.count += 1;
      state.longestMs = Math.max(state.longestMs, entry.duration);
      state.blockingMs += Math.max(0, entry.duration - 50);
      const bucket = Math.floor(cards / 100);
      state.byHundredCards[bucket] = (state.byHundredCards[bucket] ?? 0) + 1;
    }
  }).observe({ type: 'longtask' });
}

/**
 * Asks the mock API for `target` open tenders, then tops up by the ones the demo user has rejected
 * (they stay out of his feed), so his main feed holds exactly `target`.
 * @param {import('./server.mjs').BenchServer} server
 * @param {number} target
 */
async function fillFeed(server, target) {
  const feedCount = async () => {
    const { access } = await server.logIn();
    const response = await fetch(`${server.origin}/api/matched-tenders/`, {
      headers: { Authorization: `Bearer ${access}` },
    });
    return /** @type {{ count: number }} */ (await response.json()).count;
  };
  await server.synthesize(target);
  const count = await feedCount();
  if (count < target) await server.synthesize(target + (target - count));
}

/**
 * The demo user (full access, complete profile) scrolls /tenders to the end with the simulated backend
 * holding a thousand open tenders: each scroll to the bottom brings the sentinel within the 200 px
 * threshold, so the feed loads one more page, until the API has no next page.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('./server.mjs').BenchServer} server
 * @returns {Promise<ScrollResult>}
 */
export async function measureFeedScroll(browser, server) {
  // Long tasks are the app's; a hundred pages of 250–400 ms simulated waiting would only lengthen the run.
  server.setNetworkDelay({ min: 0, max: 0 });
  await fillFeed(server, FEED_TENDERS);
  const context = await newContext(browser, server, true);
  /** @type {string[]} */
  const problems = [];
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

    let pages = 0;
    /** @type {number | null} */
    let feedCount = null;
    page.on('response', async (response) => {
      if (!/\/api\/matched-tenders\//.test(response.url()) || response.status() !== 200) return;
      pages += 1;
      const body = await response.json().catch(() => null);
      if (typeof body?.count === 'number') feedCount = body.count;
    });

    await page.goto(`${server.origin}/tenders`, { waitUntil: 'load' });
    await page.locator('[role="feed"] > article').first().waitFor({ timeout: 20_000 });
    await page.evaluate(observeLongTasks);
    const scrolled = await page.evaluate(scrollToEnd, {
      timeoutMs: SCROLL_TIMEOUT_MS,
      pageTimeoutMs: PAGE_TIMEOUT_MS,
      doneText: END_OF_FEED_TEXT,
    });
    if (scrolled.stalled)
      problems.push(`no new cards within ${PAGE_TIMEOUT_MS / 1000} s after ${scrolled.cards} cards`);
    if (scrolled.timedOut) problems.push(`stopped after ${SCROLL_TIMEOUT_MS / 1000} s at ${scrolled.cards} cards`);
    // Let the last page's render and its long tasks finish before reading the figures.
    await page.waitForTimeout(500);

    const longTasks = await page.evaluate(() => ({ .../** @type {any} */ (window).__benchScroll }));
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (/** @type {string} */ name) => metrics.find((m) => m.name === name)?.value ?? null;
    const mb = (/** @type {number | null} */ bytes) => (bytes == null ? null : Math.round((bytes / 2 ** 20) * 10) / 10);

    return {
      target: FEED_TENDERS,
      feedCount,
      cards: scrolled.cards,
      complete: feedCount !== null && scrolled.cards >= feedCount,
      pages,
      scrollMs: Math.round(scrolled.ms),
      longTasks: {
        count: longTasks.count,
        longestMs: Math.round(longTasks.longestMs),
        blockingMs: Math.round(longTasks.blockingMs),
        byHundredCards: Array.from(longTasks.byHundredCards, (n) => n ?? 0),
      },
      domNodes,
      heapUsedMB: mb(metric('JSHeapUsedSize')),
      heapTotalMB: mb(metric('JSHeapTotalSize')),
      problems,
    };
  } finally {
    await context.close();
  }
}
