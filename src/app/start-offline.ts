import type { QueryCache, QueryClient } from '@tanstack/react-query';
import { createThrottledPersister, indexedDbStorage } from '@/lib/offline/idb-persister';
import { startOfflinePersistence } from '@/lib/offline/offline-persistence';
import { offlineState } from '@/hooks/use-online';
import { QUEUED_ACTIONS } from './offline-actions';

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
 * The offline part of React Query, loaded once the app's first page has painted (src/app/query-provider.tsx):
 * the persisted cache with its queued actions, and the age of the data shown for the offline notice.
 */
export function startOffline(queryClient: QueryClient): void {
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
    actions: QUEUED_ACTIONS,
  });
  void ready.then(() => cacheRestored.set(true));
}
