import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadMockApi } from '../../scripts/lib/load-mock-api.mjs';
import type { Page } from '@playwright/test';
import { expect, pageHeading, TEST_MOCK_DELAY, test, waitForPageReady } from './fixtures';
import {
  OFFLINE_DIST,
  OFFLINE_PORT,
  cachedRequests,
  readPersistedCache,
  recordCspViolations,
  waitForServiceWorker,
} from './offline-helpers';

/**
 * Issue #26 in one walk at 390x844 with the app's service worker: what was read online reads offline after a
 * reload, with the offline notice; a reject and a go/no-go sheet edit made offline wait, survive the reload
 * and reach the API exactly once when the connection is back, and so does a stage move on the bid board; a new build waits until the user reloads; a
 * logout leaves nothing behind; the Content-Security-Policy holds throughout. One test: each step builds on
 * the state the one before left, and the server (with its build) is this test's own, so it can be updated.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEMO = 'demo@tenderwijzer.be';
const OFFLINE_NOTICE = /^Offline — gegevens van vandaag \d{2}:\d{2}$/;
const NEXT_BUILD = `next build ${randomUUID()}`;

declare global {
  interface Window {
    sameDocument?: boolean;
  }
}

/** The build served, copied so the walk can replace it with a next one; the API calls the server answered. */
let dir = '';
let server: Server | null = null;
const calls: string[] = [];
// Loaded once: one module graph, one database, for the build and the next one.
let mockApi: Awaited<ReturnType<typeof loadMockApi>> | null = null;

async function serve(): Promise<void> {
  mockApi ??= await loadMockApi(ROOT);
  const { createMockApiServer, setNetworkDelay } = mockApi;
  setNetworkDelay(TEST_MOCK_DELAY);
  const started = createMockApiServer({ distDir: dir });
  started.on('request', (request) => {
    if (request.method !== 'GET' && request.url?.startsWith('/api/')) calls.push(`${request.method} ${request.url}`);
  });
  await new Promise<void>((resolve) => started.listen(OFFLINE_PORT, '127.0.0.1', () => resolve()));
  // The server compresses the build as it starts: asked once, so the page's first load does not wait for it.
  await fetch(`http://127.0.0.1:${OFFLINE_PORT}/sw.js`);
  server = started;
}

async function stop(): Promise<void> {
  const running = server;
  server = null;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
}

/** What a new build changes: the page, and with it its revision in the service worker's precache list. */
async function makeNextBuild() {
  const indexFile = path.join(dir, 'index.html');
  await writeFile(indexFile, (await readFile(indexFile, 'utf8')).replace('</body>', `<!-- ${NEXT_BUILD} --></body>`));
  const workerFile = path.join(dir, 'sw.js');
  const worker = await readFile(workerFile, 'utf8');
  const updated = worker.replace(/(\{url:"index\.html",revision:")[^"]+/, `$1${randomUUID()}`);
  expect(updated).not.toBe(worker);
  await writeFile(workerFile, updated);
}

const callsTo = (pattern: RegExp) => calls.filter((call) => pattern.test(call));
const INTERACT = /^POST \/api\/tenders\/\d+\/interact\/$/;
const BID_PUT = /^PUT \/api\/bids\/\d+\/$/;

// One server for the file: its tests share a worker.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tw-offline-'));
  await cp(path.join(ROOT, OFFLINE_DIST), dir, { recursive: true });
  await serve();
});

test.afterAll(async () => {
  await stop();
  await rm(dir, { recursive: true, force: true });
});

test('the installable app: read offline, actions wait and are sent once, updates on request, nothing left at logout', async ({
  page,
  context,
  signInAs,
}) => {
  const cspViolations = recordCspViolations(page);
  await signInAs(DEMO);
  const savedCard = (name: string) => page.getByRole('article').filter({ hasText: name });
  const sheet = page.getByRole('region', { name: 'Go/no-go' });
  const openSheet = () => sheet.getByRole('button', { name: 'Go/no-go-blad openen' }).click();
  const notes = sheet.getByRole('textbox', { name: 'Notities' });
  let name = '';

  await test.step('online: the saved feed, one saved tender and its go/no-go sheet', async () => {
    await page.goto('/tenders/saved');
    await waitForPageReady(page, 'Bewaarde Aanbestedingen');
    name = (await page.getByRole('article').first().getByRole('heading').innerText()).trim();
    await waitForServiceWorker(page);
    await savedCard(name).getByRole('link', { name: 'BEKIJK' }).click();
    await expect(pageHeading(page, name)).toBeVisible();
    await openSheet();
    await expect(notes).toBeVisible();
    // Kept in IndexedDB: the saved feed, the tender and its sheet.
    await expect
      .poll(async () => {
        const keys = (await readPersistedCache(page))?.queries.join(' ') ?? '';
        return [/"saved"/, /"tenders","detail"/, /"bids","detail"/].filter((key) => !key.test(keys));
      })
      .toEqual([]);
  });

  await test.step('offline: a sheet edit and a reject wait, marked as waiting', async () => {
    await context.setOffline(true);
    await notes.fill('Genoteerd in de trein');
    await expect(sheet.getByRole('status').filter({ hasText: /^Wacht op verbinding/ })).toBeVisible();
    await page.goBack();
    await expect(pageHeading(page, 'Bewaarde Aanbestedingen')).toBeVisible();
    await savedCard(name).getByRole('button', { name: 'Verwerpen' }).click();
    await expect(savedCard(name).getByText('Verwerpen wacht op verbinding')).toBeVisible();
    await expect.poll(async () => (await readPersistedCache(page))?.mutations).toHaveLength(2);
  });

  await test.step('reloaded offline: what was read shows, with the offline notice and the waiting actions', async () => {
    await page.reload();
    await expect(savedCard(name).getByText('Verwerpen wacht op verbinding')).toBeVisible();
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
    await savedCard(name).getByRole('link', { name: 'BEKIJK' }).click();
    await expect(pageHeading(page, name)).toBeVisible();
    // Every tab of the tender reads offline, and so does its FAQ.
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThan(1);
    for (const tab of await tabs.all()) {
      await tab.click();
      await expect(page.getByRole('tabpanel')).not.toBeEmpty();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Veelgestelde Vragen' })).toBeVisible();
    await openSheet();
    await expect(notes).toHaveValue('Genoteerd in de trein');
    await expect(sheet.getByRole('status').filter({ hasText: /^Wacht op verbinding/ })).toBeVisible();
    // The chat needs the connection, and keeps what was typed.
    await page.getByRole('button', { name: 'Vragen?' }).click();
    const chat = page.getByRole('dialog', { name: 'Vragen?' });
    await chat.getByRole('textbox', { name: 'Je vraag' }).fill('Wat is de deadline?');
    await expect(chat.getByText(/De assistent heeft een internetverbinding nodig/)).toBeVisible();
    await expect(chat.getByRole('button', { name: 'Versturen' })).toBeDisabled();
    await page.keyboard.press('Escape');
    // A page never opened online says it needs the connection: no placeholder forever, no error toast.
    await page.goto('/tenders/rejected');
    await expect(page.getByText(/^Hiervoor is een internetverbinding nodig/)).toBeVisible();
    await expect(page.getByText(/Kon aanbestedingen niet laden/)).toHaveCount(0);
    expect(callsTo(INTERACT)).toEqual([]);
    expect(callsTo(BID_PUT)).toEqual([]);
  });

  await test.step('back online: each action reaches the API exactly once', async () => {
    await page.goto('/tenders/saved');
    await expect(savedCard(name).getByText('Verwerpen wacht op verbinding')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Aanbesteding succesvol afgewezen!')).toBeVisible();
    await expect(savedCard(name).getByText('Verwerpen wacht op verbinding')).toHaveCount(0);
    await expect.poll(async () => (await readPersistedCache(page))?.mutations).toEqual([]);
    await page.reload();
    await waitForPageReady(page, 'Bewaarde Aanbestedingen');
    expect(callsTo(INTERACT)).toHaveLength(1);
    expect(callsTo(BID_PUT)).toHaveLength(1);
  });

  await test.step('the bid board: read offline after a reload, a move made offline waits and is sent once', async () => {
    await page.goto('/bids');
    await waitForPageReady(page, 'Mijn biedingen');
    await expect.poll(async () => (await readPersistedCache(page))?.queries.join(' ') ?? '').toMatch(/"bids","list"/);
    const putsBefore = callsTo(BID_PUT).length;
    const stages = page.getByRole('group', { name: 'Fase' });
    const inStage = (stage: string) => page.getByRole('list', { name: stage }).getByRole('article');
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
    const first = inStage('Interessant').first();
    const bidName = (await first.getByRole('heading').innerText()).trim();
    await first.getByRole('button', { name: 'Verplaats naar…' }).click();
    await page.getByRole('menuitem', { name: 'Beoordelen' }).click();
    const moved = inStage('Beoordelen').filter({ hasText: bidName });
    await stages.getByText(/^Beoordelen \(/).click();
    await expect(moved.getByText('Verplaatsen wacht op verbinding')).toBeVisible();
    await expect.poll(async () => (await readPersistedCache(page))?.mutations).toHaveLength(1);

    await page.reload();
    await stages.getByText(/^Beoordelen \(/).click();
    await expect(moved.getByText('Verplaatsen wacht op verbinding')).toBeVisible();
    expect(callsTo(BID_PUT)).toHaveLength(putsBefore);
    await context.setOffline(false);
    await expect(moved.getByText('Verplaatsen wacht op verbinding')).toHaveCount(0);
    await expect.poll(async () => (await readPersistedCache(page))?.mutations).toEqual([]);
    await page.reload();
    await stages.getByText(/^Beoordelen \(/).click();
    await expect(moved).toBeVisible();
    expect(callsTo(BID_PUT)).toHaveLength(putsBefore + 1);
    await page.goto('/tenders/saved');
    await waitForPageReady(page, 'Bewaarde Aanbestedingen');
  });

  await test.step('a new build waits until the user reloads', async () => {
    await stop();
    await makeNextBuild();
    await serve();
    await page.evaluate(() => {
      window.sameDocument = true;
    });
    // What the app does every hour, and the browser on a navigation.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const reload = page.getByRole('button', { name: 'Opnieuw laden' });
    await expect(page.getByText('Nieuwe versie beschikbaar')).toBeVisible();
    expect(await page.evaluate(() => window.sameDocument)).toBe(true);
    expect(await page.content()).not.toContain(NEXT_BUILD);
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await waitForPageReady(page, 'Bewaarde Aanbestedingen');
    expect(await page.evaluate(() => window.sameDocument)).toBeUndefined();
    expect(await page.content()).toContain(NEXT_BUILD);
  });

  await test.step('logging out deletes every persisted query, queued action and cached API answer', async () => {
    await context.setOffline(true);
    await page.getByRole('article').first().getByRole('button', { name: 'Bewaren' }).click();
    await expect.poll(async () => (await readPersistedCache(page))?.mutations).toHaveLength(1);
    await page.getByRole('banner').getByRole('button', { name: 'Matching profiel tonen' }).click();
    // A change waits: the logout asks first (issue #42), and deletes it on yes.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(
        '1 wijziging is nog niet verstuurd. Als je nu uitlogt, gaat ze verloren. Toch uitloggen?',
      );
      void dialog.accept();
    });
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => readPersistedCache(page)).toBeNull();
    const cached = await cachedRequests(page);
    // Only the app's own build is cached (the service worker's precache), never an API answer.
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((entry) => !entry.startsWith('workbox-precache'))).toEqual([]);
    expect(cached.filter((entry) => entry.includes('/api/'))).toEqual([]);
    await context.setOffline(false);
    await page.goto('/faq');
    await waitForPageReady(page);
    expect(callsTo(INTERACT)).toHaveLength(1);
  });

  expect(cspViolations).toEqual([]);
});

test('a reject waiting in one tab is held by that tab alone: a second tab opened meanwhile does not send it again', async ({
  page,
  context,
  signInAs,
}) => {
  await signInAs(DEMO);
  await page.goto('/tenders/saved');
  await waitForPageReady(page, 'Bewaarde Aanbestedingen');
  await waitForServiceWorker(page);
  await expect.poll(async () => (await readPersistedCache(page))?.queries.join(' ') ?? '').toMatch(/"saved"/);
  const notRejected = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Verwerpen', pressed: false }) })
    .first();
  const name = (await notRejected.getByRole('heading').innerText()).trim();
  const card = (tab: Page) => tab.getByRole('article').filter({ hasText: name });
  const waiting = (tab: Page) => card(tab).getByText('Verwerpen wacht op verbinding');

  await context.setOffline(true);
  await card(page).getByRole('button', { name: 'Verwerpen' }).click();
  await expect(waiting(page)).toBeVisible();
  await expect.poll(async () => (await readPersistedCache(page))?.mutations).toHaveLength(1);
  // A second tab, opened while the first still waits, leaves the first tab's queue to it (issue #42).
  const second = await context.newPage();
  await second.goto('/tenders/saved');
  await expect(card(second)).toBeVisible();
  await expect(waiting(second)).toHaveCount(0);
  const sentBefore = callsTo(INTERACT).length;

  await context.setOffline(false);
  // Sent twice, the reject would undo itself.
  await expect(page.getByText('Aanbesteding succesvol afgewezen!')).toBeVisible();
  await expect.poll(async () => (await readPersistedCache(page))?.mutations).toEqual([]);
  expect(callsTo(INTERACT)).toHaveLength(sentBefore + 1);
  for (const tab of [page, second]) {
    await tab.reload();
    await expect(card(tab).getByRole('button', { name: 'Verwerpen' })).toHaveAttribute('aria-pressed', 'true');
  }
});

/** The offline project's phone, and a desktop (from 1024 px the 'Matching profiel' panel shows beside the page). */
const SIZES = [
  { size: '390x844', use: {} },
  {
    size: '1440x900',
    use: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
  },
];

for (const { size, use } of SIZES) {
  test.describe(`at ${size}`, () => {
    test.use(use);

    test('a page never opened online says offline that it needs the connection, whatever was opened', async ({
      page,
      context,
      signInAs,
    }) => {
      await signInAs(DEMO);
      // Only the main feed, which is not kept for reading offline.
      await page.goto('/tenders');
      await waitForPageReady(page, 'Feed');
      await waitForServiceWorker(page);
      // The access, which every page checks, is kept after any page.
      await expect
        .poll(async () => (await readPersistedCache(page))?.queries.join(' ') ?? '')
        .toMatch(/"subscription","status"/);

      await context.setOffline(true);
      await page.goto('/tenders/past');
      await expect(pageHeading(page, 'Verleden Aanbestedingen')).toBeVisible();
      await expect(page.getByText(/^Hiervoor is een internetverbinding nodig/)).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
      await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
    });
  });
}
