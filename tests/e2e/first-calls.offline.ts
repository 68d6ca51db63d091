import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { loadMockApi } from '../../scripts/lib/load-mock-api.mjs';
import { sampleTenders } from '../../src/features/tenders/data/sample-tenders';
import { STORAGE_KEYS } from '../../src/config/constants';
import { demoAccounts } from '../../src/mocks/demo-accounts';
import { expect, TEST_MOCK_DELAY, test, waitForPageReady } from './fixtures';
import { feedCard, recordCardNames, recordedCardNames, renderedCards } from './feed-helpers';
import { OFFLINE_DIST, OFFLINE_PORT } from './offline-helpers';

/**
 * The calls the entry asks before the app has loaded (src/app/start-early-calls.ts), in the build without
 * MSW, whose simulated backend in the browser would only answer once the app has started it. Served by this
 * file's own server, beside the offline walk's.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PORT = OFFLINE_PORT + 1;
let server: Server | null = null;

test.use({ baseURL: `http://127.0.0.1:${PORT}`, serviceWorkers: 'block' });
// One server for the file: its tests share a worker.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const { createMockApiServer, setNetworkDelay } = await loadMockApi(ROOT);
  setNetworkDelay(TEST_MOCK_DELAY);
  const started = createMockApiServer({ distDir: OFFLINE_DIST });
  await new Promise<void>((resolve) => started.listen(PORT, '127.0.0.1', () => resolve()));
  server = started;
});

test.afterAll(async () => {
  const running = server;
  server = null;
  running?.closeAllConnections();
  await new Promise((resolve) => running?.close(resolve));
});

/** The page's calls to the API from now on, as `resource type path`. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.resourceType()} ${url.pathname}${url.search}`);
  });
  return calls;
}

const FIRST_CALLS = [
  'fetch /api/payments/status/',
  'fetch /api/users/matching_criteria/completeness_percentage/',
  'fetch /api/users/matching_criteria/processing_status/',
  'fetch /api/matched-tenders/?language=NL&page=1&ordering=-overall_score',
];

test("a returning subscriber's feed: its first calls are asked once, by the entry", async ({ page, signInAs }) => {
  await signInAs('demo@tenderwijzer.be');
  await page.goto('/tenders');
  await waitForPageReady(page, 'Feed');
  await expect(feedCard(page, 1)).toBeVisible();

  const calls = recordApiCalls(page);
  await page.reload();
  await waitForPageReady(page, 'Feed');
  await expect(feedCard(page, 1)).toBeVisible();
  const firstCalls = calls.filter((call) => !call.includes('/api/bids/'));
  expect(firstCalls.sort()).toEqual([...FIRST_CALLS].sort());
});

test('a user whose access ended since this browser saw it: the early feed page never shows', async ({
  page,
  signInAs,
}) => {
  const account = demoAccounts.find((candidate) => candidate.email === 'gratis@tenderwijzer.be');
  await signInAs('gratis@tenderwijzer.be');
  // What this browser remembers from a visit when this user still had full access.
  await page.addInitScript(([key, userId]) => localStorage.setItem(key, userId), [
    STORAGE_KEYS.fullAccessUser,
    String(account?.id),
  ] as const);
  await recordCardNames(page);
  const calls = recordApiCalls(page);
  await page.goto('/tenders');
  await expect(page.getByRole('heading', { name: 'Demomodus' })).toBeVisible();
  await expect(renderedCards(page)).toHaveCount(sampleTenders.length);
  expect(calls).toContain(FIRST_CALLS[3]);
  const seen = await recordedCardNames(page);
  const samples = new Set(sampleTenders.map((tender) => tender.displayName));
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((name) => !samples.has(name))).toEqual([]);
});
