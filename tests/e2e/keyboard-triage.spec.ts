import type { Locator, Page } from '@playwright/test';
import { expect, isMobileLayout, test, waitForPageReady } from './fixtures';

/**
 * Keyboard triage on the feeds (issue #12 item 5): j/k, Enter, s, r, u and ? on the built app with the
 * simulated backend. The keys are checked at the desktop size; at the phone size the help opens from its
 * button in the feed header, and the page still fits the screen.
 */

const cards = (page: Page) => page.getByRole('feed').getByRole('article');
const viewLink = (card: Locator) => card.getByRole('link', { name: 'BEKIJK' });
/** The feed's polite live region (the only visually hidden status on the page). */
/** The shortcuts' live region (the filter bar, in its search landmark, has one of its own). */
const announcer = (page: Page) => page.locator('[role="status"].sr-only:not([role="search"] *)');

async function nameOf(card: Locator): Promise<string> {
  const name = await card.getByRole('heading', { level: 2 }).getAttribute('title');
  expect(name).toBeTruthy();
  return name as string;
}

test('a subscriber triages the feed with the keyboard: moves, saves, rejects, undoes and opens', async ({
  page,
  signInAs,
}) => {
  test.skip(isMobileLayout(page), 'the keys need a keyboard; the phone size checks the help button below');
  await signInAs('demo@tenderwijzer.be');
  await page.goto('/tenders');
  await waitForPageReady(page, 'Feed');
  const first = cards(page).nth(0);
  const second = cards(page).nth(1);
  const third = cards(page).nth(2);
  const firstName = await nameOf(first);
  const secondName = await nameOf(second);

  await test.step('j and k move between the cards, scrolled into view', async () => {
    await page.keyboard.press('j');
    await expect(viewLink(first)).toBeFocused();
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect(viewLink(third)).toBeFocused();
    await expect(third).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press('k');
    await page.keyboard.press('k');
    await expect(viewLink(first)).toBeFocused();
  });

  await test.step('s saves (or unsaves) the focused tender, announced; u undoes it', async () => {
    const save = first.getByRole('button', { name: 'Bewaren' });
    // The demo account's seeded history may have saved it already: s toggles either way.
    const wasSaved = (await save.getAttribute('aria-pressed')) === 'true';
    await page.keyboard.press('s');
    await expect(save).toHaveAttribute('aria-pressed', String(!wasSaved));
    await expect(announcer(page)).toHaveText(
      `${wasSaved ? 'Aanbesteding niet langer bewaard' : 'Aanbesteding bewaard'}: ${firstName}`,
    );
    await expect(
      page.getByText(wasSaved ? 'Aanbesteding niet langer opgeslagen.' : 'Aanbesteding succesvol opgeslagen!'),
    ).toBeVisible();
    await page.keyboard.press('u');
    await expect(save).toHaveAttribute('aria-pressed', String(wasSaved));
    await expect(announcer(page)).toHaveText(`Ongedaan gemaakt: ${firstName}`);
    await expect(
      page.getByText(wasSaved ? 'Aanbesteding succesvol opgeslagen!' : 'Aanbesteding niet langer opgeslagen.'),
    ).toBeVisible();
    await expect(viewLink(first)).toBeFocused();
  });

  await test.step('r rejects: the card leaves and the focus moves on; u brings it back', async () => {
    await page.keyboard.press('j');
    await expect(viewLink(second)).toBeFocused();
    await page.keyboard.press('r');
    await expect(announcer(page)).toHaveText(`Aanbesteding verworpen: ${secondName}`);
    const rejected = cards(page).filter({ has: page.getByRole('heading', { name: secondName, exact: true }) });
    await expect(rejected).toHaveCount(0);
    await expect(viewLink(cards(page).nth(1))).toBeFocused();
    await page.keyboard.press('u');
    await expect(announcer(page)).toHaveText(`Ongedaan gemaakt: ${secondName}`);
    await expect(rejected).toHaveCount(1);
    await expect(viewLink(rejected)).toBeFocused();
    await expect(rejected.getByRole('button', { name: 'Verwerpen' })).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('u');
    await expect(announcer(page)).toHaveText('Niets om ongedaan te maken');
  });

  await test.step('? shows the shortcuts; Escape closes them and gives the focus back', async () => {
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Sneltoetsen' });
    await expect(help.getByText('Laatste keer bewaren of verwerpen ongedaan maken')).toBeVisible();
    // Keys meant for the feed do nothing while the help is open.
    await page.keyboard.press('j');
    await expect(help.getByText('Volgende aanbesteding')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);
    await expect(viewLink(cards(page).nth(1))).toBeFocused();
  });

  await test.step('Enter opens the focused tender', async () => {
    const href = await viewLink(cards(page).nth(1)).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name: secondName })).toBeVisible();
  });
});

test('the shortcuts help opens from the feed header, fits the screen and passes axe', async ({
  page,
  signInAs,
  expectNoA11yViolations,
}) => {
  await signInAs('demo@tenderwijzer.be');
  await page.goto('/tenders/saved');
  await waitForPageReady(page, 'Bewaarde Aanbestedingen');
  const button = page.getByRole('button', { name: 'Sneltoetsen' });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-keyshortcuts', '?');
  await button.click();
  const help = page.getByRole('dialog', { name: 'Sneltoetsen' });
  await expect(help.getByText('Volgende aanbesteding')).toBeVisible();
  // The whole list fits on the screen, down to its last line.
  await expect(help.getByText('Deze sneltoetsen tonen')).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoA11yViolations({ state: 'shortcuts help open' });
  await help.getByRole('button', { name: 'Venster sluiten' }).click();
  await expect(help).toHaveCount(0);
  await expect(button).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
