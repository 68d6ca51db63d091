import { expect, type Page } from '@playwright/test';

/**
 * What the app keeps in IndexedDB for offline use (src/config/offline-cache.ts), read in the page: the persisted
 * client's queries and every tab's waiting actions.
 */
export type PersistedCache = { queries: string[]; mutations: unknown[] } | null;

export function readPersistedCache(page: Page): Promise<PersistedCache> {
  return page.evaluate(
    () =>
      new Promise<PersistedCache>((resolve, reject) => {
        const open = indexedDB.open('tenderwijzer-offline');
        // Not there yet: opening it must not create it, or the app would find a database without its store.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve(null) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) {
            db.close();
            resolve(null);
            return;
          }
          type Mutation = { state: { variables: unknown } };
          const store = db.transaction('query-cache').objectStore('query-cache');
          const read = store.get('client');
          // Each tab's waiting actions under `queue:<tab>` (src/lib/offline/tab-queues.ts).
          const queues = store.getAll(IDBKeyRange.bound('queue:', 'queue:\uffff'));
          read.onerror = () => reject(read.error);
          queues.onsuccess = () => {
            db.close();
            const client = read.result as
              { clientState: { queries: { queryHash: string }[]; mutations: Mutation[] } } | undefined;
            const mutations = [...(client?.clientState.mutations ?? []), ...(queues.result as Mutation[][]).flat()];
            resolve(
              client
                ? {
                    queries: client.clientState.queries.map((query) => query.queryHash),
                    mutations: mutations.map((mutation) => mutation.state.variables),
                  }
                : null,
            );
          };
        };
      }),
  );
}

/** Every Cache Storage entry of the origin, as `cache name: request path`. */
export function cachedRequests(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const entries: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) entries.push(`${name}: ${new URL(request.url).pathname}`);
    }
    return entries;
  });
}

/** Waits until the app's service worker is active: from then on a reload starts without the network. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), {
      timeout: 30_000,
    })
    .toBe('activated');
}

/**
 * The build the offline tests run on: the bench's production build (`npm run bench:bytes`, or any bench run),
 * where `BENCH_OUT_DIR` puts it.
 */
export const OFFLINE_DIST = process.env.BENCH_OUT_DIR ?? 'node_modules/.cache/dist-bench';

/** Where the offline test serves it; E2E_OFFLINE_PORT lets several checkouts run it side by side. */
export const OFFLINE_PORT = Number(process.env.E2E_OFFLINE_PORT ?? 4175);

/** Every Content-Security-Policy violation Chromium reports in the console, across reloads. */
export function recordCspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text());
  });
  return found;
}
