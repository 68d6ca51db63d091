import type { QueryCache, QueryClient } from '@tanstack/react-query';
import { createThrottledPersister, indexedDbStorage } from '@/lib/offline/idb-persister';
import { startOfflinePersistence } from '@/lib/offline/offline-persistence';
import { offlineState } from '@/hooks/use-online';

/** The oldest answer among the queries a page shows (observed, with data). */
function oldestShownAnswer(cache: QueryCache): number | null {
  let oldest: number | null = null;
  for (const query of cache.getAll()) {
    const { dataUpdatedAt, data } = query.state;
    if (data === undefined || query.getObserversCount() === 0 || !dataUpdatedAt) continue;
    oldest = oldest === null ? dataUpdatedAt : Math.min(oldest, dataUpdatedAt);
  }
  return oldest;
}

/**
 * The offline part of the app, loaded once its first page behind the landing page has painted
 * (src/app/query-provider.tsx): the service worker, the persisted cache with its queued actions, and the age of
 * the data shown for the offline notice. The landing page has none of it (its budget), and needs none: it is
 * precached with the rest once the worker runs. Not with the simulated backend: MSW's worker owns the scope.
 */
export function startOffline(queryClient: QueryClient): void {
  if (import.meta.env.PROD && !__API_MOCKING__ && 'serviceWorker' in navigator) {
    void import('./service-worker').then(({ registerServiceWorker }) => registerServiceWorker().catch(() => undefined));
  }
  const cache = queryClient.getQueryCache();
  const { shownDataSince, cacheRestored } = offlineState;
  cache.subscribe(() => shownDataSince.set(oldestShownAnswer(cache)));
  shownDataSince.set(oldestShownAnswer(cache));
  // IndexedDB is missing in some private modes (and in jsdom): the app then works as before, online only.
  if (typeof indexedDB === 'undefined') {
    cacheRestored.set(true);
    return;
  }
  const { ready } = startOfflinePersistence({
    queryClient,
    persister: createThrottledPersister(indexedDbStorage()),
    // Only when actions wait in the persisted queue: most pages need none of the features' code.
    loadActions: () => import('./offline-actions').then(({ QUEUED_ACTIONS }) => QUEUED_ACTIONS),
  });
  void ready.then(() => cacheRestored.set(true));
}
