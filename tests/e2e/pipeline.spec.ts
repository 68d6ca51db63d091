import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { callApi, expect, isMobileLayout, pageHeading, test, waitForPageReady } from './fixtures';

/**
 * The bid pipeline, 'Mijn biedingen' (issue #25, optional extension 'Bids'), on the demo account's seeded
 * Bids: on a large screen a card dragged with the mouse and one moved with dnd-kit's keyboard sensor; on a
 * phone a card moved by its menu, a tender added from the feed, and the deadlines exported to a calendar.
 * Every move is still there after a reload.
 */

const DEMO = 'demo@tenderwijzer.be';

// Each test loads the board more than once, on a machine shared with other builds.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ signInAs }) => {
  await signInAs(DEMO);
});

/** The next save of a Bid (a PUT), to wait for before a reload. */
const nextSave = (page: Page) =>
  page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/api/bids/'));

const titleOf = async (card: Locator) => (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';

async function openPipeline(page: Page) {
  await page.goto('/bids');
  await waitForPageReady(page, 'Mijn biedingen');
}

test('on a large screen, a card dragged with the mouse and one moved with the keyboard stay after a reload', async ({
  page,
}) => {
  test.skip(isMobileLayout(page), 'The board is for screens from 1024 px; phones move by the menu');
  await openPipeline(page);
  const column = (name: string) => page.getByRole('group', { name, exact: true });

  await test.step('drag a card from Interessant to Beoordelen with the mouse', async () => {
    const card = column('Interessant').getByRole('article').first();
    const name = await titleOf(card);
    const from = await card.boundingBox();
    const to = await column('Beoordelen').boundingBox();
    if (!from || !to) throw new Error('the card and the column are on screen');
    const saved = nextSave(page);
    await page.mouse.move(from.x + from.width / 2, from.y + 12);
    await page.mouse.down();
    // A few pixels first: the drag starts after 6 px, so a click stays a click.
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + 20, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
    await page.mouse.up();
    await expect(column('Beoordelen').getByRole('article', { name })).toBeVisible();
    await expect(column('Interessant').getByRole('article', { name })).toHaveCount(0);
    expect((await saved).status()).toBe(200);
  });

  await test.step('move a card from Go to In voorbereiding with the keyboard sensor, announced', async () => {
    const card = column('Go').getByRole('article').first();
    const name = await titleOf(card);
    const saved = nextSave(page);
    await card.getByRole('button', { name: `${name} verslepen` }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(`${name} opgepakt, in Go.`)).toBeAttached();
    // dnd-kit's keyboard sensor listens for the arrows from a zero-delay timer after the pick-up: let it run.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`${name} boven In voorbereiding.`)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(column('In voorbereiding').getByRole('article', { name })).toBeVisible();
    await expect(page.getByText(`${name} neergezet bij In voorbereiding.`)).toBeAttached();
    expect((await saved).status()).toBe(200);
  });

  const counts = async () =>
    Promise.all(['Interessant', 'Beoordelen', 'Go', 'In voorbereiding'].map((name) => column(name).textContent()));
  const before = await counts();
  await page.reload();
  await waitForPageReady(page, 'Mijn biedingen');
  expect(await counts()).toEqual(before);
  await expect(column('Beoordelen')).toContainText('3 aanbestedingen');
  await expect(column('Go')).toContainText('0 aanbestedingen');
  await expect(column('In voorbereiding')).toContainText('2 aanbestedingen');
});

test('on a phone, a card moved by its menu stays after a reload; a tender added from the feed is in Interessant; the deadlines go to one calendar file', async ({
  page,
}) => {
  test.skip(!isMobileLayout(page), 'Phones move by the menu; the board is tested at 1440 px');
  const stages = page.getByRole('group', { name: 'Fase' });
  // The stage's radio: the visible label takes the tap (the native radio is visually hidden in it).
  const chooseStage = async (label: string) => {
    await stages.getByText(label, { exact: true }).click();
    await expect(stages.getByRole('radio', { name: label, exact: true })).toBeChecked();
  };

  await test.step('move the Go card to In voorbereiding by its menu', async () => {
    await openPipeline(page);
    await chooseStage('Go (1)');
    const card = page.getByRole('list', { name: 'Go', exact: true }).getByRole('article').first();
    const name = await titleOf(card);
    const saved = nextSave(page);
    await card.getByRole('button', { name: 'Verplaats naar…' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'In voorbereiding' }).click();
    await expect(stages.getByRole('radio', { name: 'In voorbereiding (2)', exact: true })).toBeAttached();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await waitForPageReady(page, 'Mijn biedingen');
    await chooseStage('In voorbereiding (2)');
    await expect(
      page.getByRole('list', { name: 'In voorbereiding', exact: true }).getByRole('article', { name }),
    ).toBeVisible();
  });

  await test.step("add a tender of the feed with 'Toevoegen aan biedingen'", async () => {
    const inPipeline = await callApi<{ results: { tenderId: number }[] }>(page, 'bids/?page=1');
    const feed = await callApi<{ results: { id: number; displayName: string }[] }>(
      page,
      'matched-tenders/?language=NL&page=1&ordering=-overall_score',
    );
    const tender = feed.body.results
      .slice(0, 3)
      .find(({ id }) => !inPipeline.body.results.some((bid) => bid.tenderId === id));
    if (!tender) throw new Error('one of the first feed cards is not in the pipeline');
    await page.goto('/tenders');
    await waitForPageReady(page, 'Feed');
    const card = page.getByRole('article', { name: tender.displayName });
    await card.getByRole('button', { name: 'Toevoegen aan biedingen' }).click();
    await expect(page.getByText(`${tender.displayName} staat nu in Mijn biedingen, bij Interessant.`)).toBeVisible();
    await card.getByRole('link', { name: 'In Mijn biedingen' }).click();
    await expect(page).toHaveURL(new RegExp(`/bids\\?bid=${tender.id}$`));
    await expect(stages.getByRole('radio', { name: 'Interessant (4)', exact: true })).toBeChecked();
    const added = page
      .getByRole('list', { name: 'Interessant', exact: true })
      .getByRole('article', { name: tender.displayName });
    await expect(added.getByRole('link', { name: tender.displayName })).toBeFocused();
  });

  await test.step('export the deadlines to a calendar that ical.js reads', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('region', { name: 'Deadlines in zicht' }).getByRole('button', { name: 'Alles in agenda' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('deadlines-mijn-biedingen.ics');
    const calendar = new ICAL.Component(ICAL.parse(await readFile(await download.path(), 'utf8')));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const submissions = events.filter((event) => event.summary.startsWith('Indiening: '));
    expect(submissions.length).toBeGreaterThanOrEqual(5);
    expect(events.length).toBeGreaterThan(submissions.length);
    // A timed deadline keeps its hour, in Brussels time.
    expect(
      submissions.some((event) => !event.startDate.isDate && event.startDate.zone?.tzid === 'Europe/Brussels'),
    ).toBe(true);
  });
});

test("a server error on the Bids shows the board's error state and its retry, also on a reload, with the navigation's entry", async ({
  page,
}) => {
  // The landing page asks nothing of the Bids: the fault is there before the app's first call to them.
  await page.goto('/');
  await page.waitForFunction(() => window.tenderwijzerMock !== undefined);
  await page.evaluate(() => window.tenderwijzerMock?.fail([{ method: 'get', path: 'bids/', status: 500 }]));
  const entry = isMobileLayout(page)
    ? page.getByRole('navigation', { name: 'Snelmenu' }).getByRole('link', { name: 'Biedingen' })
    : page.getByRole('navigation', { name: 'Navigatie tenders' }).getByRole('link', { name: 'Mijn biedingen' });
  const retry = page.getByRole('main').getByRole('button', { name: 'Opnieuw proberen' });
  const expectErrorState = async () => {
    // The probe and then the list are each asked twice: a server error is tried once more after a second.
    await expect(
      page.getByText(
        'Fout bij het laden van je biedingen: De server kon je vraag niet verwerken (fout 500). Probeer het later opnieuw.',
      ),
    ).toBeVisible({ timeout: 15_000 });
    await expect(pageHeading(page)).toHaveText('Mijn biedingen');
    await expect(retry).toBeVisible();
    await expect(entry).toHaveAttribute('aria-current', 'page');
  };

  await test.step('a direct load', async () => {
    await page.goto('/bids');
    await expectErrorState();
  });
  await test.step('a reload', async () => {
    await page.reload();
    await expectErrorState();
  });
  await test.step('the server answers again: the retry loads the Bids', async () => {
    await page.evaluate(() => window.tenderwijzerMock?.fail([]));
    await retry.click();
    await expect(page.getByRole('heading', { name: 'Deadlines in zicht' })).toBeVisible({ timeout: 15_000 });
    await expect(retry).toHaveCount(0);
  });
});
