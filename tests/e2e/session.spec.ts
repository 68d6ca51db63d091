import type { Page } from '@playwright/test';
import { MOCK_FAULTS_STORAGE_KEY } from '../../src/mocks/config';
import { demoAccounts } from '../../src/mocks/demo-accounts';
import type { MockFault } from '../../src/mocks/faults';
import { mintAccessToken, mintRefreshToken } from '../../src/mocks/jwt';
import { expect, logOut, pageHeading, test } from './fixtures';

const DEMO = demoAccounts.find((account) => account.email === 'demo@tenderwijzer.be')!;
const UNREACHABLE = 'De server is niet bereikbaar. We proberen het zo opnieuw.';

/**
 * Opens the tab logged in as `DEMO` with an access token that expired an hour ago (the first call refreshes),
 * and the simulated backend failing `faults` in this tab. Once per tab, so a logout stays one.
 */
async function startWithExpiredAccess(page: Page, faults: MockFault[] = [], refresh = mintRefreshToken(DEMO).token) {
  const auth = JSON.stringify({ access: mintAccessToken(DEMO, Date.now() - 60 * 60_000), refresh });
  await page.addInitScript(
    ({ value, faultsKey, faultList }) => {
      if (sessionStorage.getItem('e2e.expired-access')) return;
      sessionStorage.setItem('e2e.expired-access', 'true');
      localStorage.setItem('auth', value);
      sessionStorage.setItem(faultsKey, faultList);
    },
    { value: auth, faultsKey: MOCK_FAULTS_STORAGE_KEY, faultList: JSON.stringify(faults) },
  );
}

/** Resolves once no token refresh runs in any tab: the refresh holds this Web Lock (src/api/refresh-tokens.ts). */
function refreshSettled(page: Page): Promise<void> {
  return page.evaluate(() => navigator.locks.request('tw.token-refresh', () => undefined));
}

type DeviceStorage = { local: string[]; session: string[]; records: Record<string, number>; caches: string[] };

/**
 * Everything this tab's app keeps on the device: the localStorage and sessionStorage keys, the number of records
 * in each IndexedDB database, the Cache Storage caches. Without the simulated backend's own keys (`tw.mock-*`),
 * the test's (`e2e.*`) and why the tokens went (no user data).
 */
function deviceStorage(page: Page): Promise<DeviceStorage> {
  return page.evaluate(async () => {
    const ours = (key: string) => !/^(tw\.mock-|e2e\.)/.test(key) && key !== 'tw.auth-clear-reason';
    const keys = (storage: Storage) => Object.keys(storage).filter(ours).sort();
    const records: Record<string, number> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const stores = Array.from(db.objectStoreNames);
      let count = 0;
      for (const store of stores) {
        count += await new Promise<number>((resolve) => {
          const request = db.transaction(store).objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
        });
      }
      db.close();
      records[name] = count;
    }
    return { local: keys(localStorage), session: keys(sessionStorage), records, caches: await caches.keys() };
  });
}

/** What a user's visit leaves beside what the pages wrote: offline data in IndexedDB, a runtime cache, a draft. */
async function leaveOfflineDataAndADraft(page: Page) {
  await page.evaluate(async (userId) => {
    // A go/no-go sheet edit the API had not stored yet (src/features/bids/model/draft-backup.ts).
    localStorage.setItem(`tw.bid-draft.${userId}.1`, JSON.stringify({ version: 0, draft: { notes: 'Te duur' } }));
    // The persisted query cache of the offline app (src/lib/offline/persisted-cache.ts).
    localStorage.setItem('tw.offline-cache', '1');
    await new Promise<void>((resolve) => {
      const open = indexedDB.open('tenderwijzer-offline');
      open.onupgradeneeded = () => open.result.createObjectStore('query-cache');
      open.onsuccess = () => {
        const transaction = open.result.transaction('query-cache', 'readwrite');
        transaction.objectStore('query-cache').put({ clientState: 'Bids of Lotte' }, 'client');
        transaction.oncomplete = () => {
          open.result.close();
          resolve();
        };
      };
    });
    await (await caches.open('api-runtime')).put('/api/bids/', new Response('[]'));
  }, String(DEMO.id));
}

const NOTHING_PERSONAL = { local: [], session: [], caches: [] };

test('a refresh the server cannot answer keeps the user logged in, says so, and tries again', async ({ page }) => {
  await startWithExpiredAccess(page, [{ method: 'post', path: 'auth/token/refresh/', status: 503 }]);
  await page.goto('/account');
  await expect(page.getByRole('status').filter({ hasText: UNREACHABLE })).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).not.toBeNull();

  // The server answers again: the next try refreshes, the notice goes and the page fills in.
  await page.evaluate(() => window.tenderwijzerMock?.fail([]));
  await expect(page.getByText(UNREACHABLE)).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('form', { name: 'Profiel' }).getByLabel('Voornaam')).toHaveValue('Lotte');
});

test('a logout while the token refresh is on its way stays a logout, in every tab', async ({ page, context }) => {
  await startWithExpiredAccess(page, [{ method: 'post', path: 'auth/token/refresh/', delay: 3_000 }]);
  const refreshAsked = page.waitForRequest('**/api/auth/token/refresh/');
  await page.goto('/account');
  await refreshAsked;
  await logOut(page);
  const other = await context.newPage();
  await other.goto('/');
  await expect(pageHeading(other)).toBeVisible();

  await refreshSettled(page);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  expect(await other.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
});

test('a logout leaves nothing personal on the device', async ({ page, signInAs }) => {
  await signInAs(DEMO.email);
  await page.goto('/tenders?search=school');
  await expect(page.getByRole('article').first()).toBeVisible();
  // Opening a tender keeps the feed's place (with its search) for the way back.
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/tenders\/\d+/);
  await leaveOfflineDataAndADraft(page);
  const before = await deviceStorage(page);
  expect(before.local).toEqual(expect.arrayContaining(['auth', 'tw.full-access-user', `tw.bid-draft.${DEMO.id}.1`]));
  expect(before.session).toContain('tw.feed-places');

  await logOut(page);
  await expect.poll(() => deviceStorage(page)).toMatchObject(NOTHING_PERSONAL);
  expect(Object.values((await deviceStorage(page)).records).every((count) => count === 0)).toBe(true);
});

test('another user logging in, in another tab, leaves nothing of the first one @any-size', async ({
  page,
  context,
  signInAs,
}) => {
  await signInAs(DEMO.email);
  await page.goto('/tenders?search=school');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/tenders\/\d+/);
  await leaveOfflineDataAndADraft(page);
  const leeg = demoAccounts.find((account) => account.email === 'leeg@tenderwijzer.be')!;

  const other = await context.newPage();
  await other.goto('/faq');
  await other.evaluate(
    (tokens) => localStorage.setItem('auth', tokens),
    JSON.stringify({ access: mintAccessToken(leeg), refresh: mintRefreshToken(leeg).token }),
  );

  await expect
    .poll(async () => {
      const { local, session, records, caches } = await deviceStorage(page);
      const full = await page.evaluate(() => localStorage.getItem('tw.full-access-user'));
      return {
        drafts: local.filter((key) => key.startsWith('tw.bid-draft.')),
        session,
        records: Object.values(records).reduce((sum, count) => sum + count, 0),
        caches,
        firstUserRemembered: full === String(DEMO.id),
      };
    })
    .toEqual({ drafts: [], session: [], records: 0, caches: [], firstUserRemembered: false });
});

test('a session that turns out to have ended as the tab opens leaves nothing personal @any-size', async ({ page }) => {
  await page.goto('/faq');
  await expect(pageHeading(page)).toBeVisible();
  await leaveOfflineDataAndADraft(page);
  // The refresh token is one the server refuses: the first call ends the session.
  await startWithExpiredAccess(page, [], 'ongeldig');
  await page.goto('/tenders');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftenders$/);
  // Only whose session ended stays, so that only the same user's next login sends their waiting changes.
  await expect.poll(() => deviceStorage(page)).toMatchObject({ ...NOTHING_PERSONAL, local: ['tw.ended-session-user'] });
  expect(Object.values((await deviceStorage(page)).records).every((count) => count === 0)).toBe(true);
});
