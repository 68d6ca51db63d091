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
 * page, checked at every change of the feed: a page can load in a few milliseconds and there may be fifty to
 * load. Scrolls are instant: the page's `scroll-behavior: smooth` would animate them, and each change of the
 * feed would cut the animation short.
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
        sentinel?.scrollIntoView({ block: 'end', behavior: 'instant' });
        // Then wait until the feed changes: a page arrived (it grows at once), cards rendered or measured
        // (the sentinel may have moved out of reach); or give the sentinel a second to be seen.
        const height = feed.style.height;
        const before = last();
        await new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (feed.style.height === height && last() <= before) return;
            observer.disconnect();
            resolve(true);
          });
          observer.observe(feed, { childList: true, attributeFilter: ['style'] });
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
 * Brings the card at `position` (already loaded) into the DOM, centres it and waits until it stays put.
 * Checked every frame: while the
 * card is not rendered, the window jumps towards it by the distance the rendered cards suggest (their mean
 * height, measured now), so a few jumps reach a card hundreds of cards away whatever heights the cards
 * between have. Instant scrolls, as in `loadFeedUntil`.
 */
export async function scrollToCard(page: Page, position: number): Promise<Locator> {
  await page.waitForFunction(
    (wanted) => {
      const feed = document.querySelector('[role="feed"]');
      const card = feed?.querySelector(`article[aria-posinset="${wanted}"]`);
      if (card) {
        card.scrollIntoView({ block: 'center', behavior: 'instant' });
        return true;
      }
      const cards = Array.from(feed?.querySelectorAll('article') ?? [], (element) => ({
        position: Number(element.ariaPosInSet),
        box: element.getBoundingClientRect(),
      })).sort((a, b) => a.position - b.position);
      const first = cards[0];
      const last = cards.at(-1);
      // Right after a jump the new range may not be rendered yet: look again next frame.
      if (!first || !last) return false;
      const meanHeight = (last.box.bottom - first.box.top) / (last.position - first.position + 1);
      const nearest = wanted < first.position ? first : last;
      window.scrollBy({
        top: nearest.box.top + (wanted - nearest.position) * meanHeight - window.innerHeight / 2,
        behavior: 'instant',
      });
      return false;
    },
    position,
    { polling: 'raf', timeout: 20_000 },
  );
  const card = feedCard(page, position);
  // The cards that came into range render and are measured in the next frames, and a measurement above
  // moves the page: the card is where it stays once it has not moved for three frames.
  await card.evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let top = Number.NaN;
    for (let still = 0; still < 3;) {
      await frame();
      const now = element.getBoundingClientRect().top;
      still = now === top ? still + 1 : 0;
      top = now;
    }
  });
  return card;
}

/** A card's tender name (its h2's title holds the full name). */
export async function cardName(card: Locator): Promise<string> {
  const title = await card.getByRole('heading', { level: 2 }).getAttribute('title');
  expect(title).toBeTruthy();
  return title as string;
}

/**
 * Records the name of every card put into the document from the first moment of the next load on, so a test
 * can tell that a tender never showed, not even for a frame. Read them with `recordedCardNames`.
 */
export async function recordCardNames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cardNames', { value: seen });
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('article h2')) seen.push(heading.textContent ?? '');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

export function recordedCardNames(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as Window & { __cardNames?: string[] }).__cardNames ?? []);
}
