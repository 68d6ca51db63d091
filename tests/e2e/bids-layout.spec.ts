import type { Locator, Page, TestInfo } from '@playwright/test';
import { choose, openSheet, SHEET_CRITERIA, SHEET_USER } from './bid-sheet-helpers';
import { expect, test, waitForPageReady } from './fixtures';

/**
 * The room of the Bids extension's two work surfaces (issue #39). The go/no-go sheet where it sits on the
 * detail, beside the side navigation, the 'Matching profiel' panel and the chat: every criterion scored 0 and
 * 4 by its box at 1440x900 and 1024x768, and every control of the sheet whole, on screen and the one a click
 * there lands on, from 1024 to 1920 px and on the phone; the award criteria's text inside its box. The board
 * of 'Mijn biedingen' at 1440x900, without the panel beside it.
 */

/** Tenders without a seeded Bid (src/mocks/seed/bids.ts): requirements and no award criteria. */
const TENDER_ID = 11;
/** Award criteria as a table with weights (42) and as long explanations (14), besides 11's none. */
const LAYOUT_TENDER_IDS = [TENDER_ID, 42, 14];

/** The desktop sizes the sheet is checked at; the phone is the mobile project's own 390x844. */
const DESKTOP_SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
];

// The detail and its sheet, opened once per size, on a machine shared with other builds.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ signInAs }) => {
  await signInAs(SHEET_USER);
});

/** Opens the detail of `tenderId` and its go/no-go sheet. */
async function openSheetOf(page: Page, tenderId = TENDER_ID): Promise<Locator> {
  await page.goto(`/tenders/${tenderId}/info`);
  return openSheet(page);
}

/**
 * Every control of the sheet (a radio by its visible box, the label), scrolled to the middle of the window:
 * what is not whole inside the window, or where a click at its middle or at a corner lands on something
 * else. Also the award criteria's box when its text is wider than the box.
 */
function brokenControls(sheet: Locator): Promise<string[]> {
  return sheet.evaluate((root) => {
    const broken: string[] = [];
    const controls = Array.from(root.querySelectorAll<HTMLElement>('button, input, textarea, select, a[href]'))
      .map((control) =>
        control instanceof HTMLInputElement && control.type === 'radio' ? control.closest('label') : control,
      )
      .filter((control): control is HTMLElement => control !== null && control.checkVisibility());
    for (const control of controls) {
      const name =
        control.getAttribute('aria-label') ??
        control
          .closest('fieldset')
          ?.querySelector('legend')
          ?.textContent?.concat(': ', control.textContent ?? '') ??
        (control.textContent?.trim() || control.id);
      control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      const box = control.getBoundingClientRect();
      if (box.left < 0 || box.right > window.innerWidth || box.top < 0 || box.bottom > window.innerHeight) {
        broken.push(`${name}: not whole in the window`);
        continue;
      }
      const inset = 3;
      const points = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + inset, box.top + inset],
        [box.right - inset, box.top + inset],
        [box.left + inset, box.bottom - inset],
        [box.right - inset, box.bottom - inset],
      ];
      if (points.some(([x, y]) => !control.contains(document.elementFromPoint(x ?? 0, y ?? 0)))) {
        broken.push(`${name}: covered or cut off`);
      }
    }
    const award = root.querySelector<HTMLElement>('aside[aria-label="Gunningscriteria van deze aanbesteding"]');
    if (!award) broken.push('the award criteria are missing');
    else if (award.scrollWidth > award.clientWidth) broken.push('the award criteria run out of their box');
    return broken;
  });
}

const isPhoneProject = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

for (const size of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test(`scores every criterion 0 and 4 at ${size.width}x${size.height}`, async ({ page }, testInfo) => {
    test.skip(isPhoneProject(testInfo), 'A desktop size');
    await page.setViewportSize(size);
    const sheet = await openSheetOf(page);
    for (const name of SHEET_CRITERIA) {
      const criterion = sheet.getByRole('group', { name, exact: true });
      await choose(criterion, '0');
      await choose(criterion, '4');
    }
    await expect(sheet.locator('output')).toHaveText('100 %');
  });
}

test('every control of the sheet is whole and clickable from 1024 to 1920 px', async ({ page }, testInfo) => {
  test.skip(isPhoneProject(testInfo), 'Desktop sizes; the phone has its own test');
  for (const tenderId of LAYOUT_TENDER_IDS) {
    await page.setViewportSize(DESKTOP_SIZES[0] ?? { width: 1024, height: 768 });
    const sheet = await openSheetOf(page, tenderId);
    for (const size of DESKTOP_SIZES) {
      await page.setViewportSize(size);
      expect.soft(await brokenControls(sheet), `tender ${tenderId} at ${size.width}x${size.height}`).toEqual([]);
    }
  }
});

test('every control of the sheet is whole and clickable on a phone', async ({ page }, testInfo) => {
  test.skip(!isPhoneProject(testInfo), 'The phone');
  for (const tenderId of LAYOUT_TENDER_IDS) {
    const sheet = await openSheetOf(page, tenderId);
    expect.soft(await brokenControls(sheet), `tender ${tenderId}`).toEqual([]);
  }
});

test("the board of 'Mijn biedingen' has the 'Matching profiel' panel's room at 1440x900", async ({
  page,
}, testInfo) => {
  test.skip(isPhoneProject(testInfo), 'The board is for screens from 1024 px');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/bids');
  await waitForPageReady(page, 'Mijn biedingen');
  await expect(page.getByRole('navigation', { name: 'Navigatie tenders' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Matching profiel' })).toHaveCount(0);
  const stages = page.getByRole('group', { name: /^(Interessant|Beoordelen|Go|In voorbereiding)$/ });
  await expect(stages).toHaveCount(4);
  for (const stage of await stages.all()) {
    expect((await stage.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(220);
  }
});
