import type { Page } from '@playwright/test';
import { feedCard, loadFeedUntil } from './feed-helpers';
import { expect, isMobileLayout, test, waitForPageReady } from './fixtures';

const BRUSSELS = 'Brussels Hoofdstedelijk Gewest';

const filterForm = (page: Page) => page.getByRole('search', { name: 'Aanbestedingen filteren' });
const searchBox = (page: Page) => filterForm(page).getByRole('searchbox', { name: 'Zoeken' });
const count = (page: Page) => filterForm(page).getByRole('status');
const cards = (page: Page) => page.getByRole('feed').getByRole('article');
const query = (page: Page) => new URL(page.url()).searchParams;

test.beforeEach(async ({ page, signInAs }) => {
  await signInAs('demo@tenderwijzer.be');
  await page.goto('/tenders');
  await waitForPageReady(page, 'Feed');
});

test('filters the feed from the URL: shareable, kept on reload, restored by back, cleared by Wis filters', async ({
  page,
  expectNoA11yViolations,
}) => {
  // The whole feed: its set size is the server's count.
  const unfiltered = await feedCard(page, 1).getAttribute('aria-setsize');
  expect(Number(unfiltered)).toBeGreaterThan(10);
  await expect(count(page)).toBeEmpty();

  // The panel folds away until asked for.
  const toggle = filterForm(page).getByRole('button', { name: 'Filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  const region = filterForm(page).getByRole('combobox', { name: 'Regio' });
  await region.selectOption(BRUSSELS);
  await expect.poll(() => query(page).get('region')).toBe(BRUSSELS);
  await expect(count(page)).toHaveText(/^\d+ aanbestedingen gevonden$/);
  const brusselsCount = await count(page).textContent();

  await filterForm(page).getByRole('combobox', { name: 'Einddatum' }).selectOption({ label: 'Binnen 90 dagen' });
  await expect.poll(() => query(page).get('deadline_within')).toBe('90');
  await expect(filterForm(page).getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expectNoA11yViolations({ state: 'filter panel open, two filters' });

  // Typing waits for a pause, then replaces the URL's entry rather than adding one.
  await searchBox(page).pressSequentially('a');
  await expect.poll(() => query(page).get('search')).toBe('a');
  await expect(count(page)).toHaveText(/gevonden$/);
  const filteredUrl = page.url();

  await page.reload();
  await waitForPageReady(page, 'Feed');
  expect(page.url()).toBe(filteredUrl);
  await expect(searchBox(page)).toHaveValue('a');
  await expect(filterForm(page).getByRole('combobox', { name: 'Regio' })).toHaveValue(BRUSSELS);
  await expect(filterForm(page).getByRole('combobox', { name: 'Einddatum' })).toHaveValue('90');

  // Back undoes the deadline window (and the search typed on its entry), not the region.
  await page.goBack();
  await expect.poll(() => query(page).get('deadline_within')).toBeNull();
  expect(query(page).get('region')).toBe(BRUSSELS);
  expect(query(page).get('search')).toBeNull();
  await expect(filterForm(page).getByRole('combobox', { name: 'Einddatum' })).toHaveValue('');
  await expect(searchBox(page)).toHaveValue('');
  await expect(count(page)).toHaveText(brusselsCount ?? '');

  await filterForm(page).getByRole('button', { name: 'Wis filters' }).click();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await expect(searchBox(page)).toBeFocused();
  await expect(feedCard(page, 1)).toHaveAttribute('aria-setsize', unfiltered ?? '');
  await expect(count(page)).toBeEmpty();
  await expect(filterForm(page).getByRole('combobox', { name: 'Regio' })).toHaveValue('');
});

test('keeps save and infinite scroll working under a filter, and fits the phone', async ({ page }) => {
  await page.goto(`/tenders?region=${encodeURIComponent(BRUSSELS)}`);
  await waitForPageReady(page, 'Feed');
  // A link with a filter of the panel opens it.
  await expect(filterForm(page).getByRole('combobox', { name: 'Regio' })).toHaveValue(BRUSSELS);
  const total = Number((await count(page).textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(10);
  await expect(feedCard(page, 1)).toHaveAttribute('aria-setsize', String(total));

  await loadFeedUntil(page, 11);

  const unsaved = cards(page)
    .filter({ has: page.getByRole('button', { name: 'Bewaren', pressed: false }) })
    .first();
  const title = await unsaved.getByRole('heading', { level: 2 }).getAttribute('title');
  await unsaved.getByRole('button', { name: 'Bewaren' }).click();
  await expect(page.getByText('Aanbesteding succesvol opgeslagen!')).toBeVisible();
  const saved = cards(page).filter({ has: page.getByRole('heading', { name: title ?? '', exact: true }) });
  await expect(saved.getByRole('button', { name: 'Bewaren' })).toHaveAttribute('aria-pressed', 'true');

  if (isMobileLayout(page)) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await filterForm(page).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  }
  // Leave the demo user's saved tenders as they were.
  await saved.getByRole('button', { name: 'Bewaren' }).click();
  await expect(saved.getByRole('button', { name: 'Bewaren' })).toHaveAttribute('aria-pressed', 'false');
});
