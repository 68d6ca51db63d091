import type { Locator, Page } from '@playwright/test';
import { expect, waitForPageReady } from './fixtures';

/** The demo account: full access, and the simulated backend has the Bids extension. */
export const SHEET_USER = 'demo@tenderwijzer.be';

/** The sheet's weighted criteria, as their groups are named. */
export const SHEET_CRITERIA = [
  'Strategische fit',
  'Referenties en ervaring',
  'Capaciteit voor de deadline',
  'Kans tegen de concurrentie',
  'Marge, gezien het prijsgewicht in de gunningscriteria',
  'Relatie met de opdrachtgever',
];

/** Opens the go/no-go sheet of the detail on screen and returns its section. */
export async function openSheet(page: Page): Promise<Locator> {
  await waitForPageReady(page);
  await expect(page.getByRole('tab', { name: 'Beschrijving' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Go/no-go' });
  await section.getByRole('button', { name: 'Go/no-go-blad openen' }).click();
  await expect(section.getByRole('heading', { name: 'Knock-outvragen' })).toBeVisible();
  return section;
}

/** Picks a box of a segmented choice (a radio group) the way a user does: a click on its label, where it shows. */
export async function choose(group: Locator, option: string) {
  // Not the test's whole time: a box under another element fails in seconds.
  await group.getByText(option, { exact: true }).click({ timeout: 10_000 });
  await expect(group.getByRole('radio', { name: option, exact: true })).toBeChecked();
}
