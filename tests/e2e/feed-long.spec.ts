import type { Page } from '@playwright/test';
import { LAYOUT } from '../../src/config/constants';
import { sampleTenders } from '../../src/features/tenders/data/sample-tenders';
import {
  cardName,
  feedCalls,
  feedCard,
  loadFeedUntil,
  recordCardNames,
  recordedCardNames,
  renderedCards,
  scrollToCard,
} from './feed-helpers';
import { expect, test, waitForPageReady } from './fixtures';

/**
 * The virtualized feed at length (issue #23): a feed of 600 open tenders (the browser mock's synthesized
 * copies of the real notices), scrolled 500 cards deep, at both sizes.
 */

const TENDERS = 600;

/** The demo user's main feed with `TENDERS` open tenders, answered without the simulated latency. */
async function openLongFeed(page: Page) {
  await page.goto('/');
  await page.waitForFunction(() => window.tenderwijzerMock !== undefined);
  await page.evaluate((available) => window.tenderwijzerMock?.synthesize(available), TENDERS);
  await page.goto('/tenders');
  await page.waitForFunction(() => window.tenderwijzerMock !== undefined);
  await page.evaluate(() => window.tenderwijzerMock?.setNetworkDelay({ min: 0, max: 0 }));
  await waitForPageReady(page, 'Feed');
}

/** How many rendered cards lie wholly below the viewport. */
function cardsBelowScreen(page: Page) {
  return renderedCards(page).evaluateAll(
    (cards) => cards.filter((card) => card.getBoundingClientRect().top >= window.innerHeight).length,
  );
}

/**
 * The main feed's pages as the API answered them, by page number: which tender the feed holds at each
 * place, and how many it holds (`count`).
 */
function recordFeedPages(page: Page) {
  const pages = new Map<number, { count: number; ids: number[] }>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('/api/matched-tenders/') || !response.ok()) return;
    const body = (await response.json()) as { count: number; results: { id: number }[] };
    pages.set(Number(url.searchParams.get('page')), { count: body.count, ids: body.results.map(({ id }) => id) });
  });
  return {
    /** The tender at `position` (from 1) of the feed, once its page has been answered. */
    tenderAt: (position: number) =>
      [...pages.entries()].sort(([a], [b]) => a - b).flatMap(([, { ids }]) => ids)[position - 1],
    /** The feed's size in the latest page answered. */
    count: () => [...pages.values()].at(-1)?.count,
  };
}

/** The card at `position` shows the tender the API put there: its BEKIJK opens that tender. */
async function expectTenderAt(page: Page, position: number, tenderId: number | undefined) {
  expect(tenderId, `tender ${position} answered`).toBeDefined();
  await expect(feedCard(page, position).getByRole('link', { name: 'BEKIJK' })).toHaveAttribute(
    'href',
    `/tenders/${tenderId}/info`,
  );
}

test('500 cards deep: the feed pattern holds, few cards are in the DOM, and back from card 300 lands on it', async ({
  page,
  signInAs,
}) => {
  // Fifty pages, loaded in a few seconds; a loaded 2-core machine may take several times that.
  test.setTimeout(120_000);
  const answered = recordFeedPages(page);
  await signInAs('demo@tenderwijzer.be');
  await openLongFeed(page);
  const feed = page.getByRole('feed', { name: 'Feed' });
  await expect(feed).toBeVisible();
  await expect.poll(answered.count).toBeGreaterThanOrEqual(500);
  const total = String(answered.count());
  await expect(renderedCards(page).first()).toHaveAttribute('aria-posinset', '1');
  await expect(feedCard(page, 1)).toHaveAttribute('aria-setsize', total);
  await expectTenderAt(page, 1, answered.tenderAt(1));

  await loadFeedUntil(page, 500, 90_000);
  const deep = await scrollToCard(page, 500);
  await expect(deep).toBeInViewport();
  await expect(deep).toHaveAttribute('aria-setsize', total);
  await expectTenderAt(page, 500, answered.tenderAt(500));
  await expect(feed).toHaveAttribute('aria-busy', 'false');
  expect(await renderedCards(page).count()).toBeLessThan(20);

  const card = await scrollToCard(page, 300);
  const name = await cardName(card);
  // Where the card is when the reader taps BEKIJK: the click may first scroll the link into view.
  await card.evaluate((element) =>
    element.addEventListener(
      'click',
      () => sessionStorage.setItem('e2e.cardTop', String(element.getBoundingClientRect().top)),
      {
        capture: true,
        once: true,
      },
    ),
  );
  const calls = await feedCalls(page);
  await card.getByRole('link', { name: 'BEKIJK' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const top = Number(await page.evaluate(() => sessionStorage.getItem('e2e.cardTop')));

  await page.goBack();
  await expect(feedCard(page, 300).getByRole('heading', { name, exact: true })).toBeInViewport();
  expect(Math.abs(((await feedCard(page, 300).boundingBox())?.y ?? 0) - top)).toBeLessThanOrEqual(2);
  await expect(feedCard(page, 300).getByRole('link', { name: 'BEKIJK' })).toBeFocused();
  // The 50 pages loaded before are shown from the cache, not asked again.
  expect(await feedCalls(page)).toBe(calls);
});

test('scrolling back up over cards never rendered, the cards in view stay where they are', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo@tenderwijzer.be');
  await openLongFeed(page);
  // Page to page at the end of the feed: the cards in between were never rendered, so never measured.
  await loadFeedUntil(page, 100);
  // A screen and a half up, five times; from the frame after each jump, the card at the top of the
  // viewport must not move while the cards around it are measured (a jump of up to 300 px without care).
  const moves = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const topCard = () => {
      const card = Array.from(document.querySelectorAll('[role="feed"] > article')).find(
        (element) => element.getBoundingClientRect().bottom > 0,
      );
      return { position: card?.ariaPosInSet, top: card?.getBoundingClientRect().top ?? Number.NaN };
    };
    const found: number[] = [];
    for (let step = 0; step < 5; step += 1) {
      window.scrollBy({ top: -1.5 * window.innerHeight, behavior: 'instant' });
      // The jump's own frame renders and measures the new cards.
      await frame();
      await frame();
      const settled = topCard();
      for (let later = 0; later < 10; later += 1) {
        await frame();
        const now = topCard();
        found.push(now.position === settled.position ? Math.abs(now.top - settled.top) : Number.POSITIVE_INFINITY);
      }
    }
    return found;
  });
  expect(Math.max(...moves)).toBeLessThanOrEqual(1);
});

test("the feed's first frame lays out the cards on screen; three more follow below it", async ({ page, signInAs }) => {
  await signInAs('demo@tenderwijzer.be');
  // Every frame from the page's start that shows cards: how many lie wholly below the screen.
  await page.addInitScript(() => {
    const frames: number[] = [];
    Object.assign(window, { cardsBelowByFrame: frames });
    const look = () => {
      const cards = Array.from(document.querySelectorAll('[role="feed"] > article'));
      if (cards.length > 0)
        frames.push(cards.filter((card) => card.getBoundingClientRect().top >= window.innerHeight).length);
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await openLongFeed(page);
  await expect.poll(() => cardsBelowScreen(page)).toBe(LAYOUT.feedOverscan);
  const frames = await page.evaluate(() => (window as Window & { cardsBelowByFrame?: number[] }).cardsBelowByFrame);
  // Placed before the feed's distance from the top is known, the first frame may reach one card too far.
  expect(frames?.[0]).toBeLessThanOrEqual(1);
});

test('j on the last rendered card focuses the next one, rendered and scrolled into view', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo@tenderwijzer.be');
  await openLongFeed(page);
  await expect(feedCard(page, 1)).toBeVisible();
  // The cards beyond the screen come a frame after it: the last of them is the last one rendered.
  await expect.poll(() => cardsBelowScreen(page)).toBe(LAYOUT.feedOverscan);
  const last = renderedCards(page).last();
  const position = Number(await last.getAttribute('aria-posinset'));
  await expect(feedCard(page, position + 1)).toHaveCount(0);
  // Focused where it is, without scrolling: the next card stays unrendered until j.
  await last.getByRole('link', { name: 'BEKIJK' }).evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
  await page.keyboard.press('j');
  const next = feedCard(page, position + 1);
  await expect(next.getByRole('link', { name: 'BEKIJK' })).toBeFocused();
  await expect(next).toBeInViewport({ ratio: 0.9 });
});

test('a subscriber whose access ended meanwhile never sees a real tender, not even for a frame @any-size', async ({
  page,
  signInAs,
}) => {
  await signInAs('demo@tenderwijzer.be');
  await page.goto('/tenders');
  await waitForPageReady(page, 'Feed');
  await expect(feedCard(page, 1)).toBeVisible();

  // The subscription ends on the server (the simulated backend's saved state) while the browser remembers
  // the full access it saw. Changed off the app, where no simulated backend runs that could save its own state
  // over it as a call of the feed's page ends.
  await page.goto('/favicon.svg');
  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('tw.mock-db') ?? '{}');
    const user = saved.state.users.find((row: { email: string }) => row.email === 'demo@tenderwijzer.be');
    Object.assign(user.subscription, { accessLevel: 'needs_new_subscription', isActive: false, status: 'canceled' });
    localStorage.setItem('tw.mock-db', JSON.stringify(saved));
  });
  await recordCardNames(page);
  await page.goto('/tenders');
  await expect(page.getByRole('heading', { name: 'Demomodus' })).toBeVisible();
  await expect(renderedCards(page)).toHaveCount(sampleTenders.length);
  // The first page was asked beside the status (this browser saw full access), then discarded.
  expect(await feedCalls(page)).toBeGreaterThanOrEqual(1);
  const seen = await recordedCardNames(page);
  const samples = new Set(sampleTenders.map((tender) => tender.displayName));
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((name) => !samples.has(name))).toEqual([]);
});

test("a demo user's browser makes no feed call @any-size", async ({ page, signInAs }) => {
  await signInAs('gratis@tenderwijzer.be');
  await page.goto('/tenders');
  await waitForPageReady(page, 'Feed');
  await expect(page.getByRole('heading', { name: 'Demomodus' })).toBeVisible();
  await expect(renderedCards(page)).toHaveCount(sampleTenders.length);
  await page.reload();
  await waitForPageReady(page, 'Feed');
  await expect(renderedCards(page)).toHaveCount(sampleTenders.length);
  for (const endpoint of ['matched-tenders/', 'tenders/unsorted/', 'tender-relations/'])
    expect(await feedCalls(page, endpoint), endpoint).toBe(0);
});
