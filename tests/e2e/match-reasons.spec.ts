import type { Page } from '@playwright/test';
import { callApi, expect, test, waitForPageReady } from './fixtures';

/**
 * Why it matches (issue #12, optional extension): a subscriber with a complete profile sees each card's
 * match percentage and, on the detail, 'Waarom deze match?' with the reasons the simulated backend gives;
 * a subscriber without a profile gets neither field, and sees the feed and the detail as the spec says.
 */

type MatchReason = { kind: 'fit' | 'misfit'; text: string };
type FeedTender = { id: number; displayName: string; overallScore?: number; matchReasons?: MatchReason[] };

const cards = (page: Page) => page.getByRole('feed').getByRole('article');

async function firstOfFeed(page: Page): Promise<FeedTender> {
  const { status, body } = await callApi<{ results: FeedTender[] }>(
    page,
    'matched-tenders/?language=NL&page=1&ordering=-overall_score',
  );
  expect(status).toBe(200);
  const first = body.results[0];
  expect(first, 'a tender in the feed').toBeDefined();
  return first as FeedTender;
}

test('a subscriber with preferences sees the match on the card and why on the detail', async ({
  page,
  loginAs,
  expectNoA11yViolations,
}) => {
  await loginAs('demo@tenderwijzer.be');
  const best = await firstOfFeed(page);
  expect(best.overallScore).toBeGreaterThanOrEqual(50);
  const reasons = best.matchReasons ?? [];
  expect(reasons.length).toBeGreaterThan(0);

  await page.goto('/tenders');
  await waitForPageReady(page, 'Feed');
  const card = cards(page).first();
  await expect(card.getByRole('heading', { level: 2 })).toHaveAttribute('title', best.displayName);
  const score = card.getByRole('definition').filter({ hasText: `${best.overallScore}%` });
  await expect(score).toBeVisible();
  await expect(score.locator('xpath=preceding-sibling::dt[1]')).toHaveText('Match');
  // Every card of a scored feed carries its percentage, counted at once: more cards join a frame apart.
  const matchTerm = page.getByRole('term').filter({ hasText: /^Match$/ });
  await expect(cards(page).filter({ hasNot: matchTerm })).toHaveCount(0);
  expect(await cards(page).filter({ has: matchTerm }).count()).toBeGreaterThan(1);
  await expectNoA11yViolations({ state: 'feed with match percentages' });

  await card.getByRole('link', { name: 'BEKIJK' }).click();
  await waitForPageReady(page, best.displayName);
  const block = page.getByRole('region', { name: 'Waarom deze match?' });
  await expect(block).toBeVisible();
  await expect(block.getByRole('definition')).toHaveText(`${best.overallScore}%`);
  const items = block.getByRole('listitem');
  await expect(items).toHaveText(
    reasons.map(({ kind, text }) => `${kind === 'fit' ? 'Pluspunt' : 'Minpunt'}: ${text}`),
  );
  await expect(items.first()).toHaveAttribute('data-kind', 'fit');
  await block.scrollIntoViewIfNeeded();
  await expectNoA11yViolations({ state: 'detail with match reasons' });

  await block.getByRole('link', { name: 'Klopt dit niet? Werk je voorkeuren bij' }).click();
  await expect(page).toHaveURL(/\/preferences$/);
});

test('without a profile the API sends no match, and feed and detail look as the spec says', async ({
  page,
  loginAs,
}) => {
  await loginAs('leeg@tenderwijzer.be');
  const { body } = await callApi<{ results: FeedTender[] }>(
    page,
    'tenders/unsorted/?language=NL&page=1&ordering=-publication_date',
  );
  const first = body.results[0];
  expect(first).toBeDefined();
  expect(first).not.toHaveProperty('overallScore');
  expect(first).not.toHaveProperty('matchReasons');

  await page.goto('/tenders');
  await waitForPageReady(page, 'Feed');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('feed').getByText(/^Match$|^\d+%$/)).toHaveCount(0);

  await page.goto(`/tenders/${first?.id}/info`);
  await waitForPageReady(page, first?.displayName);
  await expect(page.getByRole('tab', { name: 'Beschrijving' })).toBeVisible();
  await expect(page.getByText('Waarom deze match?')).toHaveCount(0);
});
