import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadMockApi } from '../../scripts/lib/load-mock-api.mjs';
import { expect, test, waitForPageReady } from './fixtures';
import { OFFLINE_DIST, waitForServiceWorker } from './offline-helpers';

/** Issue #26: a new build waits for the user ('Nieuwe versie beschikbaar'); nothing reloads under them. */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Its own servers, one build after the other on one origin, so the browser sees the same app updated.
const PORT = Number(process.env.E2E_OFFLINE_UPDATE_PORT ?? 4176);
const NEXT_BUILD = `next build ${randomUUID()}`;

declare global {
  interface Window {
    sameDocument?: boolean;
  }
}

/** Listens on PORT, once the server has compressed the build (it does so as it starts, all files at once). */
async function listen(server: Server): Promise<Server> {
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', () => resolve()));
  await fetch(`http://127.0.0.1:${PORT}/sw.js`);
  return server;
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** What a new build changes: the page, and with it its revision in the service worker's precache list. */
async function makeNextBuild(dir: string) {
  const indexFile = path.join(dir, 'index.html');
  await writeFile(indexFile, (await readFile(indexFile, 'utf8')).replace('</body>', `<!-- ${NEXT_BUILD} --></body>`));
  const workerFile = path.join(dir, 'sw.js');
  const worker = await readFile(workerFile, 'utf8');
  const updated = worker.replace(/(\{url:"index\.html",revision:")[^"]+/, `$1${randomUUID()}`);
  expect(updated).not.toBe(worker);
  await writeFile(workerFile, updated);
}

test('a new build offers a reload and the page reloads only when the user asks', async ({ page }) => {
  // Two servers start in this test, each loading the simulated backend and compressing the build.
  test.setTimeout(120_000);
  const dir = await mkdtemp(path.join(tmpdir(), 'tw-update-'));
  await cp(path.join(ROOT, OFFLINE_DIST), dir, { recursive: true });
  const { createMockApiServer } = await loadMockApi(ROOT);
  let server = await listen(createMockApiServer({ distDir: dir }));
  try {
    await page.goto(`http://127.0.0.1:${PORT}/faq`);
    await waitForPageReady(page, 'Veelgestelde vragen');
    await waitForServiceWorker(page);

    await close(server);
    await makeNextBuild(dir);
    server = await listen(createMockApiServer({ distDir: dir }));
    await page.evaluate(() => {
      window.sameDocument = true;
    });
    // What the app does every hour, and the browser on a navigation.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const reload = page.getByRole('button', { name: 'Opnieuw laden' });
    await expect(page.getByText('Nieuwe versie beschikbaar')).toBeVisible();
    await expect(reload).toBeVisible();
    // The new build waits, and the page is the one the user was reading.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe(
      'installed',
    );
    expect(await page.evaluate(() => window.sameDocument)).toBe(true);
    expect(await page.content()).not.toContain(NEXT_BUILD);

    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await waitForPageReady(page, 'Veelgestelde vragen');
    expect(await page.evaluate(() => window.sameDocument)).toBeUndefined();
    expect(await page.content()).toContain(NEXT_BUILD);
    await expect(page.getByText('Nieuwe versie beschikbaar')).toHaveCount(0);
  } finally {
    await close(server);
    await rm(dir, { recursive: true, force: true });
  }
});
