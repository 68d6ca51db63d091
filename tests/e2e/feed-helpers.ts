import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The feeds are virtualized: only the cards near the viewport are in the DOM. A card is found by its place
 * in the whole feed (`aria-posinset`, from 1), and brought into the DOM by scrolling to it.
 */

/** The cards rendered now. */
export const renderedCards = (page: Page) => page.getByRole('feed').getByRole('article');

/** The card at `position` (from 1) of the whole feed; it exists in the DOM only while rendered. */
export const feedCard = (page: Page, position: number) =>
  page.getByRole('feed').locator(`article[aria-posinset="${position}"]`);

/** The line under the feed (loading, 'Scroll om meer te laden', the end), next to it. */
export const feedFooter = (page: Page) => page.getByRole('feed').locator('xpath=following-sibling::*[1]');

/** The highest position among the rendered cards (at the end of the feed: how many are loaded). */
export async function lastRenderedPosition(page: Page): Promise<number> {
  return page
    .getByRole('feed')
    .evaluate((feed) =>
      Math.max(0, ...Array.from(feed.querySelectorAll('article'), (card) => Number(card.ariaPosInSet))),
    );
}

/**
 * Scrolls to the end of the feed, page after page (infinite scroll), until card `position` is loaded. In the
 * page, checked every frame: a page can load in a few milliseconds and there may be fifty to load.
 */
export async function loadFeedUntil(page: Page, position: number, timeout = 20_000) {
  const reached = await page.getByRole('feed').evaluate(
    async (feed, { wanted, ms }) => {
      const last = () =>
        Math.max(0, ...Array.from(feed.querySelectorAll('article'), (card) => Number(card.ariaPosInSet)));
      const started = performance.now();
      const sentinel = feed.nextElementSibling;
      while (last() < wanted && performance.now() - started < ms) {
        // The sentinel itself: a jump to the document's end can pass it (the page footer is taller than 200 px).
        sentinel?.scrollIntoView({ block: 'end' });
        // Then wait for the next page's cards (or give the sentinel a second to be seen).
        const before = last();
        await new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (last() <= before) return;
            observer.disconnect();
            resolve(true);
          });
          observer.observe(feed, { childList: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(false);
          }, 1000);
        });
      }
      return last();
    },
    { wanted: position, ms: timeout },
  );
  expect(reached, `card ${position} loaded`).toBeGreaterThanOrEqual(position);
}

/** How many of the feed calls of this document asked `endpoint` (resource timing keeps every one). */
export async function feedCalls(page: Page, endpoint = 'matched-tenders/'): Promise<number> {
  return page.evaluate(
    (path) => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(`/api/${path}`)).length,
    endpoint,
  );
}

/**
 * Scrolls, a screen at a time, until the card at `position` (already loaded) is rendered, then centres it.
 * In the page, so each step waits only for the frames the virtualizer needs to render.
 */
export async function scrollToCard(page: Page, position: number): Promise<Locator> {
  const found = await page.getByRole('feed').evaluate(async (feed, wanted) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let step = 0; step < 2000; step += 1) {
      const card = feed.querySelector(`article[aria-posinset="${wanted}"]`);
      if (card) {
        card.scrollIntoView({ block: 'center' });
        await frame();
        return true;
      }
      const positions = Array.from(feed.querySelectorAll('article'), (element) => Number(element.ariaPosInSet));
      // Right after a jump the new range may not be rendered yet: wait a frame before choosing a direction.
      if (positions.length > 0)
        window.scrollBy(0, wanted < Math.min(...positions) ? -window.innerHeight : window.innerHeight);
      await frame();
    }
    return false;
  }, position);
  expect(found, `card ${position} rendered`).toBe(true);
  return feedCard(page, position);
}

/** A card's tender name (its h2's title holds the full name). */
export async function cardName(card: Locator): Promise<string> {
  const title = await card.getByRole('heading', { level: 2 }).getAttribute('title');
  expect(title).toBeTruthy();
  return title as string;
}
