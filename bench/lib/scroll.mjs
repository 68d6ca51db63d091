// @ts-check
import { newContext } from './measure.mjs';

/** Open tenders the demo user's main feed should hold (copies of the real notices, docs/decisions/084-bench-method.md). */
export const FEED_TENDERS = 10_000;
/** Where the DOM size and the JS heap are read on the way, to compare with the end. */
export const CHECKPOINT_CARDS = 1_000;
/** Loading gives up after this long (1,000 pages on 2 shared cores) and reports how many cards it reached. */
const SCROLL_TIMEOUT_MS = 600_000;
/** How long one page may take to arrive after scrolling to the end before the run stops waiting. */
const PAGE_TIMEOUT_MS = 15_000;
/** The pass over the loaded cards moves this many viewports a frame (a fast fling). */
const PASS_VIEWPORTS_PER_FRAME = 2;
/**
 * The pass covers the last this many loaded cards: a frame renders the same few cards at any depth (the DOM
 * stays flat) with every page in memory, so 2,000 cards (about 300 frames) sample it as 10,000 would, in
 * a fifth of the time (a frame takes 50–200 ms on this loaded machine).
 */
export const PASS_CARDS = 2_000;

/**
 * @typedef {{ count: number, longestMs: number, blockingMs: number }} LongTasks
 * @typedef {{ cards: number, domNodes: number, heapUsedMB: number | null, heapTotalMB: number | null }} Checkpoint
 * @typedef {object} ScrollResult
 * @property {number} target          open tenders asked of the simulated backend
 * @property {number | null} feedCount the feed's `count` as the API answered it
 * @property {number} cards           cards loaded when the scroll ended
 * @property {boolean} complete       whether every card of the feed was loaded
 * @property {number} pages           pages the feed fetched
 * @property {number} scrollMs        loading: from the first card to the end of the feed (or the time-out)
 * @property {LongTasks} longTasks    while loading page after page
 * @property {LongTasks & { cards: number, frames: number, ms: number }} pass  a scroll over the last
 *   PASS_CARDS loaded cards (`cards`: how many) to the end of the feed, no loading
 * @property {number} domMax          the most elements the document held at any page
 * @property {Checkpoint[]} checkpoints DOM and JS heap (after a garbage collection, CDP) at 1,000 cards and
 *   at the end
 * @property {string[]} problems
 */

/** The feed's last line once the API has no next page (spec §2, src/i18n/nl/tenders.ts `feed.noMore`). */
const END_OF_FEED_TEXT = 'Geen aanbestedingen meer gevonden';

/**
 * Runs in the page, so no round trip to Playwright sits between two pages: scrolls the sentinel under the
 * feed into view (within the 200 px threshold the feed loads one more page), waits until the feed changes
 * (a page arrived: it grows at once; cards rendered or measured), and repeats until `untilCards` are loaded
 * or the feed says it has no more. The feed is virtualized: the number of cards loaded is the highest
 * `aria-posinset` rendered at its end. Counts the document's elements after every page. Scrolls are instant:
 * the page's `scroll-behavior: smooth` would make each an animation, cut short by the next page.
 * @param {{ untilCards: number, timeoutMs: number, pageTimeoutMs: number, doneText: string }} options
 */
async function scrollToEnd({ untilCards, timeoutMs, pageTimeoutMs, doneText }) {
  const started = performance.now();
  const feed = /** @type {HTMLElement} */ (document.querySelector('[role="feed"]'));
  const loaded = () =>
    Math.max(
      0,
      ...Array.from(feed.querySelectorAll(':scope > article'), (card) => Number(card.getAttribute('aria-posinset'))),
    );
  const done = () =>
    [...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.includes(doneText));
  const state = /** @type {any} */ (window).__benchScroll;
  let stalled = false;
  /** Resolves true once the feed changed (or the end shows), false after `ms`. */
  const feedChanged = (/** @type {number} */ ms) =>
    new Promise((resolve) => {
      const height = feed.style.height;
      const before = loaded();
      const timer = setTimeout(() => {
        observer.disconnect();
        resolve(false);
      }, ms);
      const observer = new MutationObserver(() => {
        if (feed.style.height === height && loaded() <= before && !done()) return;
        observer.disconnect();
        clearTimeout(timer);
        resolve(true);
      });
      observer.observe(feed, { childList: true, attributeFilter: ['style'] });
      observer.observe(feed.parentElement ?? feed, { childList: true, subtree: true, characterData: true });
    });
  while (!done() && loaded() < untilCards && performance.now() - started < timeoutMs) {
    const before = loaded();
    const waitStarted = performance.now();
    // Scrolled again at every change, and every second without one: a measurement or a new page can move
    // the sentinel out of the margin.
    while (loaded() <= before && !done() && performance.now() - waitStarted < pageTimeoutMs) {
      feed.nextElementSibling?.scrollIntoView({ block: 'end', behavior: 'instant' });
      await feedChanged(1000);
    }
    state.domMax = Math.max(state.domMax, document.getElementsByTagName('*').length);
    if (loaded() <= before && !done()) {
      stalled = true;
      break;
    }
  }
  // The end shows as soon as the last page arrives, before its cards are rendered: scroll to them. Once
  // there is no next page, the set size is the number of cards loaded.
  const setSize = () => Number(feed.querySelector(':scope > article')?.getAttribute('aria-setsize'));
  const settleStarted = performance.now();
  while (done() && loaded() < setSize() && performance.now() - settleStarted < pageTimeoutMs) {
    feed.nextElementSibling?.scrollIntoView({ block: 'end', behavior: 'instant' });
    await feedChanged(1000);
  }
  return { cards: loaded(), ms: performance.now() - started, stalled, done: done() };
}

/**
 * Runs in the page: over the last `cards` of the `loaded` cards to the end of the feed (where they start is
 * read from the feed's height, as a share), `viewportsPerFrame` viewports a frame, with every page already
 * loaded; the long tasks of that pass alone. Instant scrolls, as in scrollToEnd.
 * @param {{ viewportsPerFrame: number, cards: number, loaded: number }} options
 */
async function passOverFeed({ viewportsPerFrame, cards, loaded }) {
  const state = /** @type {any} */ (window).__benchScroll;
  const feed = /** @type {HTMLElement} */ (document.querySelector('[role="feed"]'));
  const { top, bottom, height } = feed.getBoundingClientRect();
  const end = bottom + window.scrollY;
  const share = Math.min(1, cards / Math.max(1, loaded));
  window.scrollTo({ top: top + window.scrollY + height * (1 - share), behavior: 'instant' });
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const before = { ...state.all };
  state.passLongest = 0;
  const started = performance.now();
  let frames = 0;
  while (window.scrollY + window.innerHeight < end) {
    window.scrollBy({ top: window.innerHeight * viewportsPerFrame, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    frames += 1;
  }
  // The last frame's tasks are reported after it.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    count: state.all.count - before.count,
    cards: Math.min(cards, loaded),
    longestMs: state.passLongest,
    blockingMs: state.all.blockingMs - before.blockingMs,
    frames,
    ms: performance.now() - started,
  };
}

/** Runs in the page: long tasks (> 50 ms) from now on; `passLongest` resets when the pass begins. */
function observeLongTasks() {
  const state = { all: { count: 0, longestMs: 0, blockingMs: 0 }, passLongest: 0, domMax: 0 };
  Object.defineProperty(window, '__benchScroll', { value: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.all.count += 1;
      state.all.longestMs = Math.max(state.all.longestMs, entry.duration);
      state.all.blockingMs += Math.max(0, entry.duration - 50);
      state.passLongest = Math.max(state.passLongest, entry.duration);
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
    const response = await fetch(`${server.nodeOrigin}/api/matched-tenders/`, {
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
 * holding ten thousand open tenders, page after page; the DOM and the heap are read at 1,000 cards and at
 * the end; then one pass over all the loaded cards, without loading, measures the scroll's own tasks.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('./server.mjs').BenchServer} server
 * @param {(line: string) => void} log
 * @returns {Promise<ScrollResult>}
 */
export async function measureFeedScroll(browser, server, log) {
  // Long tasks are the app's; a thousand pages of 250–400 ms simulated waiting would only lengthen the run.
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
    await page.locator('[role="feed"] > article').first().waitFor({ timeout: 30_000 });
    await page.evaluate(observeLongTasks);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    /** @returns {Promise<Checkpoint>} */
    const checkpoint = async (/** @type {number} */ cards) => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (/** @type {string} */ name) => metrics.find((m) => m.name === name)?.value ?? null;
      const mb = (/** @type {number | null} */ bytes) =>
        bytes == null ? null : Math.round((bytes / 2 ** 20) * 10) / 10;
      return {
        cards,
        domNodes: await page.evaluate(() => document.getElementsByTagName('*').length),
        heapUsedMB: mb(metric('JSHeapUsedSize')),
        heapTotalMB: mb(metric('JSHeapTotalSize')),
      };
    };

    const started = performance.now();
    /** @type {Checkpoint[]} */
    const checkpoints = [];
    let scrolled = { cards: 0, ms: 0, stalled: false, done: false };
    for (const untilCards of [CHECKPOINT_CARDS, Infinity]) {
      const left = SCROLL_TIMEOUT_MS - (performance.now() - started);
      scrolled = await page.evaluate(scrollToEnd, {
        untilCards,
        timeoutMs: left,
        pageTimeoutMs: PAGE_TIMEOUT_MS,
        doneText: END_OF_FEED_TEXT,
      });
      // Let the last page's render and its long tasks finish before reading the figures.
      await page.waitForTimeout(500);
      checkpoints.push(await checkpoint(scrolled.cards));
      log(
        `    ${scrolled.cards.toLocaleString('en')} cards loaded after ${Math.round((performance.now() - started) / 1000)} s`,
      );
      if (scrolled.stalled || scrolled.done) break;
    }
    const scrollMs = performance.now() - started;
    if (scrolled.stalled)
      problems.push(`no new cards within ${PAGE_TIMEOUT_MS / 1000} s after ${scrolled.cards} cards`);
    else if (!scrolled.done) problems.push(`stopped after ${SCROLL_TIMEOUT_MS / 1000} s at ${scrolled.cards} cards`);

    const loading = await page.evaluate(() => ({ .../** @type {any} */ (window).__benchScroll.all }));
    const pass = await page.evaluate(passOverFeed, {
      viewportsPerFrame: PASS_VIEWPORTS_PER_FRAME,
      cards: PASS_CARDS,
      loaded: scrolled.cards,
    });
    const domMax = await page.evaluate(() => /** @type {any} */ (window).__benchScroll.domMax);

    return {
      target: FEED_TENDERS,
      feedCount,
      cards: scrolled.cards,
      complete: feedCount !== null && scrolled.cards >= feedCount,
      pages,
      scrollMs: Math.round(scrollMs),
      longTasks: {
        count: loading.count,
        longestMs: Math.round(loading.longestMs),
        blockingMs: Math.round(loading.blockingMs),
      },
      pass: {
        count: pass.count,
        cards: pass.cards,
        longestMs: Math.round(pass.longestMs),
        blockingMs: Math.round(pass.blockingMs),
        frames: pass.frames,
        ms: Math.round(pass.ms),
      },
      domMax,
      checkpoints,
      problems,
    };
  } finally {
    await context.close();
  }
}
