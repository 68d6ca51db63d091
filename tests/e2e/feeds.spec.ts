import type { Page } from '@playwright/test';
import { cardName, feedCard, loadFeedUntil, scrollToCard } from './feed-helpers';
import { expect, pageHeading, test, waitForPageReady } from './fixtures';

const PAGE_SIZE = 10;

const cards = (page: Page) => page.getByRole('feed').getByRole('article');

async function openFeed(page: Page, url: string, title: string) {
  await page.goto(url);
  await waitForPageReady(page, title);
}

test('a subscriber scrolls to page 3, saves and rejects, finds both in their feeds and undoes both', async ({
  page,
  loginAs,
}) => {
  await loginAs('demo@tenderwijzer.be');
  await openFeed(page, '/tenders', 'Feed');
  await expect(feedCard(page, 1)).toBeVisible();
  await expect(page.getByText('Scroll om meer te laden')).toBeAttached();

  await loadFeedUntil(page, 2 * PAGE_SIZE + 2);
  const toSave = await cardName(await scrollToCard(page, 2 * PAGE_SIZE + 2));
  const toReject = await cardName(await scrollToCard(page, 2 * PAGE_SIZE + 1));
  expect(toSave).not.toBe(toReject);

  const saveCard = cards(page)
    .filter({ has: page.getByRole('heading', { name: toSave, exact: true }) })
    .first();
  await saveCard.getByRole('button', { name: 'Bewaren' }).click();
  await expect(saveCard.getByRole('button', { name: 'Bewaren' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Aanbesteding succesvol opgeslagen!')).toBeVisible();

  const rejectCard = cards(page)
    .filter({ has: page.getByRole('heading', { name: toReject, exact: true }) })
    .first();
  await rejectCard.getByRole('button', { name: 'Verwerpen' }).click();
  await expect(page.getByText('Aanbesteding succesvol afgewezen!')).toBeVisible();
  // Marked, then animated out of the main feed.
  await expect(cards(page).filter({ has: page.getByRole('heading', { name: toReject, exact: true }) })).toHaveCount(0);

  await openFeed(page, '/tenders/saved', 'Bewaarde Aanbestedingen');
  const saved = cards(page).filter({ has: page.getByRole('heading', { name: toSave, exact: true }) });
  await expect(saved).toHaveCount(1);
  await saved.getByRole('button', { name: 'Bewaren' }).click();
  await expect(page.getByText('Aanbesteding niet langer opgeslagen.')).toBeVisible();
  await expect(saved).toHaveCount(0);

  await openFeed(page, '/tenders/rejected', 'Verworpen Aanbestedingen');
  const rejected = cards(page).filter({ has: page.getByRole('heading', { name: toReject, exact: true }) });
  await expect(rejected).toHaveCount(1);
  await expect(rejected.getByRole('button', { name: 'Verwerpen' })).toHaveAttribute('aria-pressed', 'true');
  await rejected.getByRole('button', { name: 'Verwerpen' }).click();
  await expect(page.getByText('Aanbesteding niet langer afgewezen.')).toBeVisible();
  await expect(rejected).toHaveCount(0);

  // Both undone: the saved feed is as before, and nothing of this test is left in the rejected feed.
  await openFeed(page, '/tenders/saved', 'Bewaarde Aanbestedingen');
  await expect(cards(page).filter({ has: page.getByRole('heading', { name: toSave, exact: true }) })).toHaveCount(0);
});

test('a user without full access sees the demo feed and is told why details are blocked', async ({ page, loginAs }) => {
  await loginAs('gratis@tenderwijzer.be');
  await openFeed(page, '/tenders', 'Feed');
  await expect(page.getByRole('heading', { name: 'Demomodus' })).toBeVisible();
  await expect(cards(page)).toHaveCount(3);

  await cards(page).first().getByRole('button', { name: 'BEKIJK' }).click();
  await expect(
    page.getByText('Tenderdetails bekijken, opslaan en afwijzen is enkel beschikbaar met een volledig abonnement.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/tenders$/);
  await cards(page).nth(1).getByRole('button', { name: 'Bewaren' }).click();
  await expect(cards(page).nth(1).getByRole('button', { name: 'Bewaren' })).toHaveAttribute('aria-pressed', 'false');

  await openFeed(page, '/tenders/saved', 'Bewaarde Aanbestedingen');
  await expect(page.getByText('Geen aanbestedingen gevonden')).toBeVisible();
  await expect(pageHeading(page, 'Bewaarde Aanbestedingen')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test("a demo account's banner is in its place before the status answers: a reload moves nothing", async ({
  page,
  loginAs,
}) => {
  await loginAs('gratis@tenderwijzer.be');
  await openFeed(page, '/tenders', 'Feed');
  await expect(page.getByText('Abonnement Vereist')).toBeVisible();
  // Layout shifts of the next load, summed as CLS counts them (none follow input here).
  await page.addInitScript(() => {
    const shifted = window as Window & { layoutShift?: number };
    shifted.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifted.layoutShift! += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByText('Abonnement Vereist')).toBeVisible();
  const shift = await page.evaluate(() => (window as Window & { layoutShift?: number }).layoutShift);
  expect(shift).toBeLessThanOrEqual(0.02);
});
