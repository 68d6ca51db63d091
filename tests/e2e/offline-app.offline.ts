import { cachedRequests, readPersistedCache, recordCspViolations, waitForServiceWorker } from './offline-helpers';
import { expect, pageHeading, test, waitForPageReady } from './fixtures';

/**
 * Issue #26 at 390x844 with the app's service worker: readable offline, actions queued, nothing left at logout,
 * and the Content-Security-Policy holding throughout (the worker and the manifest come from this origin).
 */

const DEMO = 'demo@tenderwijzer.be';
const OFFLINE_NOTICE = /^Offline — gegevens van vandaag \d{2}:\d{2}$/;

test('the saved feed and a saved tender seen online read offline after a reload, with the offline notice', async ({
  page,
  context,
  signInAs,
}) => {
  const cspViolations = recordCspViolations(page);
  await signInAs(DEMO);
  await page.goto('/tenders/saved');
  await waitForPageReady(page, 'Bewaarde Aanbestedingen');
  const firstCard = page.getByRole('article').first();
  const name = (await firstCard.getByRole('heading').innerText()).trim();
  await firstCard.getByRole('link', { name: 'BEKIJK' }).click();
  await expect(pageHeading(page, name)).toBeVisible();
  await waitForServiceWorker(page);
  await expect.poll(async () => (await readPersistedCache(page))?.queries.join(' ')).toMatch(/"detail",\d+/);

  await context.setOffline(true);
  await page.reload();
  await expect(pageHeading(page, name)).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  // Every tab of the tender reads offline, and so does its FAQ.
  const tabs = page.getByRole('tab');
  const tabCount = await tabs.count();
  expect(tabCount).toBeGreaterThan(1);
  for (let index = 0; index < tabCount; index += 1) {
    await tabs.nth(index).click();
    await expect(page.getByRole('tabpanel')).not.toBeEmpty();
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Veelgestelde Vragen' })).toBeVisible();

  // The chat needs the connection, and keeps what was typed.
  await page.getByRole('button', { name: 'Vragen?' }).click();
  const chat = page.getByRole('dialog', { name: 'Vragen?' });
  await chat.getByRole('textbox', { name: 'Je vraag' }).fill('Wat is de deadline?');
  await expect(chat.getByText('De assistent heeft een internetverbinding nodig.', { exact: false })).toBeVisible();
  await expect(chat.getByRole('button', { name: 'Versturen' })).toBeDisabled();
  await expect(chat.getByRole('textbox', { name: 'Je vraag' })).toHaveValue('Wat is de deadline?');
  await page.keyboard.press('Escape');

  await page.goto('/tenders/saved');
  await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();

  // A page never opened online says it needs the connection: no placeholder forever, no error toast.
  await page.goto('/tenders/rejected');
  await expect(page.getByText('Hiervoor is een internetverbinding nodig.', { exact: false })).toBeVisible();
  await expect(page.getByText(/Kon aanbestedingen niet laden/)).toHaveCount(0);
  expect(cspViolations).toEqual([]);
});

test('a reject made offline shows as waiting, survives a reload and reaches the API exactly once', async ({
  page,
  context,
  signInAs,
}) => {
  const cspViolations = recordCspViolations(page);
  await signInAs(DEMO);
  const interactCalls: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/tenders\/\d+\/interact\/$/.test(request.url())) {
      interactCalls.push(request.url());
    }
  });
  await page.goto('/tenders/saved');
  await waitForPageReady(page, 'Bewaarde Aanbestedingen');
  await waitForServiceWorker(page);
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading').innerText()).trim();
  const sameCard = page.getByRole('article').filter({ hasText: name });
  const reject = sameCard.getByRole('button', { name: 'Verwerpen' });
  const wasRejected = (await reject.getAttribute('aria-pressed')) === 'true';
  await expect.poll(async () => (await readPersistedCache(page))?.queries.join(' ')).toMatch(/"saved"/);

  await context.setOffline(true);
  await reject.click();
  await expect(reject).toHaveAttribute('aria-pressed', String(!wasRejected));
  await expect(sameCard.getByText('Verwerpen wacht op verbinding')).toBeVisible();
  await expect.poll(async () => (await readPersistedCache(page))?.mutations).toHaveLength(1);

  await page.reload();
  await expect(sameCard.getByText('Verwerpen wacht op verbinding')).toBeVisible();
  await expect(reject).toHaveAttribute('aria-pressed', String(!wasRejected));
  expect(interactCalls).toEqual([]);

  await context.setOffline(false);
  await expect(sameCard.getByText('Verwerpen wacht op verbinding')).toHaveCount(0);
  await expect(
    page.getByText(wasRejected ? 'Aanbesteding niet langer afgewezen.' : 'Aanbesteding succesvol afgewezen!'),
  ).toBeVisible();
  await expect(reject).toHaveAttribute('aria-pressed', String(!wasRejected));
  await expect.poll(async () => (await readPersistedCache(page))?.mutations).toEqual([]);

  // A reload online sends nothing again: the queue is empty.
  await page.reload();
  await waitForPageReady(page, 'Bewaarde Aanbestedingen');
  await expect(
    page.getByRole('article').filter({ hasText: name }).getByRole('button', { name: 'Verwerpen' }),
  ).toHaveAttribute('aria-pressed', String(!wasRejected));
  expect(interactCalls).toHaveLength(1);
  expect(cspViolations).toEqual([]);
});

test('logging out deletes every persisted query, queued action and cached API answer', async ({
  page,
  context,
  signInAs,
}) => {
  await signInAs(DEMO);
  const interactCalls: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/interact/')) interactCalls.push(request.url());
  });
  await page.goto('/tenders/saved');
  await waitForPageReady(page, 'Bewaarde Aanbestedingen');
  await waitForServiceWorker(page);
  await expect.poll(async () => (await readPersistedCache(page))?.queries.length ?? 0).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.getByRole('article').first().getByRole('button', { name: 'Bewaren' }).click();
  await expect.poll(async () => (await readPersistedCache(page))?.mutations).toHaveLength(1);

  await page.getByRole('banner').getByRole('button', { name: 'Matching profiel tonen' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/$/);

  await expect.poll(() => readPersistedCache(page)).toBeNull();
  const cached = await cachedRequests(page);
  // Only the app's own build is cached (the service worker's precache), never an API answer.
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((entry) => !entry.startsWith('workbox-precache'))).toEqual([]);
  expect(cached.filter((entry) => entry.includes('/api/'))).toEqual([]);

  // Back online, the action queued before the logout is not sent for anybody.
  await context.setOffline(false);
  await page.goto('/faq');
  await waitForPageReady(page);
  expect(interactCalls).toEqual([]);
  expect(await readPersistedCache(page)).toBeNull();
});
