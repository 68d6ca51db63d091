import type { Page } from '@playwright/test';
import { openSheet, SHEET_USER } from './bid-sheet-helpers';
import { expect, isMobileLayout, test, waitForPageReady } from './fixtures';

/**
 * Past awards (issue #43, optional extension 'Awards') on the simulated backend's real TED award results: the
 * detail's 'Eerdere gunningen' with its chart, incumbent, list and TED links; a tender without similar awards;
 * the go/no-go sheet's market view, whose intended price is saved with the sheet. At 1440x900 and 390x844.
 */

/** The European Commission's graphic-design tender: 11 similar awards, the same buyer's among them. */
const WITH_INCUMBENT = 76;
/** A bike-sharing tender: no award shares its CPV division. */
const WITHOUT_AWARDS = 8;

// Each test loads the detail, on a machine shared with other builds.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ signInAs }) => {
  await signInAs(SHEET_USER);
});

async function openAwards(page: Page, tenderId: number) {
  await page.goto(`/tenders/${tenderId}/info`);
  await waitForPageReady(page);
  const section = page.getByRole('region', { name: 'Eerdere gunningen' });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'Eerdere gunningen tonen' }).click();
  return section;
}

test('a tender with past awards shows the chart, the incumbent, the list with TED links, in one column on a phone', async ({
  page,
  expectNoA11yViolations,
}) => {
  const section = await openAwards(page, WITH_INCUMBENT);
  await expect(section.getByRole('heading', { name: '11 vergelijkbare gunningen' })).toBeVisible();
  await expect(section.getByRole('img', { name: /gegunde waarden van € .* tot € / })).toBeVisible();
  await expect(section.getByText('Geraamde waarde van deze opdracht: € 5.000.000', { exact: false })).toBeVisible();
  const incumbent = section.getByRole('heading', { name: 'Huidige opdrachtnemer' });
  await expect(incumbent).toBeVisible();
  await expect(section.getByText('ECORYS EUROPE EEIG — GEIE').first()).toBeVisible();

  const list = section.getByRole('list').filter({ has: page.getByRole('link', { name: /^Bekijk op TED/ }) });
  const first = list.getByRole('listitem').first();
  await expect(first).toContainText('Zelfde opdrachtgever');
  const ted = first.getByRole('link', { name: /^Bekijk op TED/ });
  await expect(ted).toHaveAttribute('href', /^https:\/\/ted\.europa\.eu\//);
  await expect(ted).toHaveAttribute('target', '_blank');
  await expect(ted).toHaveAttribute('rel', /noopener/);
  await expect(section.getByText(/^Bron: TED/)).toBeVisible();

  await section.getByText('Als tabel tonen').click();
  await expect(section.getByRole('table', { name: 'Gegunde waarden en aantal inschrijvers' })).toBeVisible();

  if (isMobileLayout(page)) {
    // One column: the figures stack, and nothing runs past the screen's edge.
    const boxes = await section
      .locator('dl')
      .first()
      .locator(':scope > div')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().left));
    expect(new Set(boxes.map(Math.round)).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await expectNoA11yViolations({ state: 'Eerdere gunningen open' });
});

test('a tender without similar awards says so', async ({ page }) => {
  const section = await openAwards(page, WITHOUT_AWARDS);
  await expect(section.getByText('Geen eerdere gunningen gevonden voor vergelijkbare opdrachten.')).toBeVisible();
});

test('the sheet’s market view takes an intended price that is still there after a reload', async ({ page }) => {
  await page.goto(`/tenders/${WITH_INCUMBENT}/info`);
  let sheet = await openSheet(page);
  let market = sheet.getByRole('region', { name: 'Marktbeeld' });
  await expect(market.getByText('ECORYS EUROPE EEIG — GEIE', { exact: true })).toBeVisible();
  await market.getByRole('textbox', { name: 'Je beoogde prijs (euro)' }).fill('2.000.000');
  await expect(market.getByText(/^Binnen de eerdere gegunde waarden/)).toBeVisible();
  const competition = sheet.getByRole('group', { name: 'Kans tegen de concurrentie', exact: true });
  await expect(competition.getByRole('radio', { checked: true })).toHaveCount(0);
  await market.getByRole('button', { name: 'Scores overnemen' }).click();
  await expect(competition.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(sheet.getByRole('status').filter({ hasText: /^Opgeslagen$/ })).toBeVisible();

  await page.reload();
  sheet = await openSheet(page);
  market = sheet.getByRole('region', { name: 'Marktbeeld' });
  await expect(market.getByRole('textbox', { name: 'Je beoogde prijs (euro)' })).toHaveValue('2000000');
  await expect(market.getByText(/^Binnen de eerdere gegunde waarden/)).toBeVisible();
  await expect(competition.getByRole('radio', { checked: true })).toHaveCount(1);
});
