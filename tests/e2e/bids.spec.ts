import { choose, openSheet, SHEET_CRITERIA, SHEET_USER } from './bid-sheet-helpers';
import { expect, test } from './fixtures';

/**
 * The go/no-go sheet (issue #24, optional extension 'Bids'): answer the knock-outs, score, see the advice,
 * record a No-go with a reason; all of it is there after a reload. A second tab's save brings the
 * conflict choice. The printed memo (Chromium's PDF) holds the decision and no navigation.
 */

/** A tender whose requirements topic lists its demands, without a seeded Bid (src/mocks/seed/bids.ts). */
const TENDER_ID = 11;

// Each test loads the detail (and the sheet) more than once, on a machine shared with other builds.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ signInAs, page }) => {
  await signInAs(SHEET_USER);
  await page.goto(`/tenders/${TENDER_ID}/info`);
});

test('records a No-go from knock-outs and scores, and finds it all again after a reload', async ({ page }) => {
  let sheet = await openSheet(page);
  const gates = sheet.getByRole('group', { name: 'Voldoen we hieraan?' });
  expect(await gates.count()).toBeGreaterThan(1);
  await choose(gates.first(), 'Ja');
  await choose(gates.nth(1), 'Nee');

  for (const name of SHEET_CRITERIA) await choose(sheet.getByRole('group', { name, exact: true }), '3');
  await expect(sheet.locator('output')).toHaveText('75 %');
  const advice = sheet.getByRole('region', { name: 'Advies' });
  await expect(advice).toContainText('No-go: de knock-outvraag');

  await choose(sheet.getByRole('group', { name: 'Jullie beslissing' }), 'No-go');
  await expect(sheet.getByText('Voer een reden in: zonder reden wordt de No-go niet opgeslagen.')).toBeVisible();
  await sheet.getByRole('textbox', { name: /^Reden/ }).fill('Geen referenties van deze omvang.');
  await expect(sheet.getByRole('status').filter({ hasText: /^Opgeslagen$/ })).toBeVisible();

  await page.reload();
  sheet = await openSheet(page);
  await expect(gates.first().getByRole('radio', { name: 'Ja' })).toBeChecked();
  await expect(gates.nth(1).getByRole('radio', { name: 'Nee' })).toBeChecked();
  await expect(sheet.locator('output')).toHaveText('75 %');
  await expect(
    sheet.getByRole('group', { name: 'Jullie beslissing' }).getByRole('radio', { name: 'No-go' }),
  ).toBeChecked();
  await expect(sheet.getByRole('textbox', { name: /^Reden/ })).toHaveValue('Geen referenties van deze omvang.');
  await expect(advice).toContainText('No-go: de knock-outvraag');
});

test('a No-go without a reason is not stored, the rest of the sheet is; with its reason it is', async ({ page }) => {
  let sheet = await openSheet(page);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const decision = sheet.getByRole('group', { name: 'Jullie beslissing' });
  const reason = sheet.getByRole('textbox', { name: /^Reden/ });
  const saved = sheet.getByRole('status').filter({ hasText: /^Opgeslagen$/ });
  /** The card of the tender on 'Mijn biedingen' (its stage shown, on a phone too). */
  const card = async () => {
    await page.goto(`/bids?bid=${TENDER_ID}`);
    return page.getByRole('article', { name });
  };

  await choose(decision, 'No-go');
  await expect(reason).toHaveAccessibleDescription(/Voer een reden in: zonder reden wordt de No-go niet opgeslagen\./);
  await sheet.getByRole('textbox', { name: 'Notities' }).fill('Eerst met de zaakvoerder bespreken.');
  await expect(saved).toBeVisible();
  let bidCard = await card();
  await expect(bidCard).toBeVisible();
  await expect(bidCard.getByText('No-go', { exact: true })).toHaveCount(0);

  await page.goto(`/tenders/${TENDER_ID}/info`);
  sheet = await openSheet(page);
  await expect(sheet.getByRole('textbox', { name: 'Notities' })).toHaveValue('Eerst met de zaakvoerder bespreken.');
  await choose(decision, 'No-go');
  await reason.fill('Te weinig referenties.');
  await expect(reason).not.toHaveAccessibleDescription(/Voer een reden in/);
  await expect(saved).toBeVisible();
  bidCard = await card();
  await expect(bidCard.getByText('No-go', { exact: true })).toBeVisible();
});

test("a second tab's save brings the choice between both versions @any-size", async ({ page, context }) => {
  const sheet = await openSheet(page);
  const notes = sheet.getByRole('textbox', { name: 'Notities' });

  const other = await context.newPage();
  await other.goto(`/tenders/${TENDER_ID}/info`);
  const otherSheet = await openSheet(other);
  await otherSheet.getByRole('textbox', { name: 'Notities' }).fill('Uit het tweede tabblad');
  await expect(otherSheet.getByRole('status').filter({ hasText: /^Opgeslagen$/ })).toBeVisible();
  await other.close();

  await notes.fill('Uit het eerste tabblad');
  const dialog = page.getByRole('dialog', { name: 'Dit blad is elders gewijzigd' });
  // Headless UI's dialog element has no box of its own (its panel is fixed): its button is what shows.
  const loadStored = dialog.getByRole('button', { name: 'Opgeslagen versie laden' });
  await expect(loadStored).toBeVisible();
  await loadStored.click();
  await expect(notes).toHaveValue('Uit het tweede tabblad');
  await expect(dialog).toHaveCount(0);
});

test('prints a decision memo without the app around it @any-size', async ({ page, browserName }) => {
  const sheet = await openSheet(page);
  await choose(sheet.getByRole('group', { name: 'Jullie beslissing' }), 'Go');
  await sheet.getByRole('textbox', { name: /^Reden/ }).fill('Sterke referenties.');
  await expect(sheet.getByRole('status').filter({ hasText: /^Opgeslagen$/ })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  const memo = page.getByTestId('decision-memo');
  await expect(memo).toBeVisible();
  for (const navigation of await page.getByRole('navigation').all()) await expect(navigation).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();

  test.skip(browserName !== 'chromium', "Chromium's PDF only");
  const pdf = await page.pdf({ format: 'A4' });
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  expect(document.numPages).toBeLessThanOrEqual(2);
  let text = '';
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  const flat = text.replace(/\s+/g, ' ');
  // pdf.js splits the text at each font change and punctuation: compared without spaces.
  const letters = text.replace(/\s+/g, '');
  for (const part of ['Beslissingsmemo go/no-go', 'Knock-outvragen', 'Reden: Sterke referenties.', 'Planning']) {
    expect(letters, flat).toContain(part.replace(/\s+/g, ''));
  }
  // No app chrome: neither the sidebar's entries nor the chat.
  expect(flat).not.toMatch(/Bewaarde aanbestedingen|Vragen\?|Matching profiel/);
});
