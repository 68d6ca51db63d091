import type { QueryCache, QueryClient } from '@tanstack/react-query';
import { t } from '@/i18n/offline';
import { twoDigits as pad } from '@/lib/frame/format';
import { offlineStatus } from '@/api/offline/offline-status';
import { startOfflinePersistence } from '@/lib/offline/offline-persistence';
import { persistedCache } from '@/lib/offline/persisted-cache';

/** The oldest answer among the queries the page shows (observed, with data). */
function oldestShownAnswer(cache: QueryCache): number | null {
  let oldest: number | null = null;
  for (const query of cache.getAll()) {
    const { dataUpdatedAt, data } = query.state;
    if (data === undefined || query.getObserversCount() === 0 || !dataUpdatedAt) continue;
    oldest = oldest === null ? dataUpdatedAt : Math.min(oldest, dataUpdatedAt);
  }
  return oldest;
}

const dayNumber = (date: Date) =>
  Math.floor(new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime() / 864e5);

/**
 * The offline notice with the age of the data on screen: today or yesterday with the time, or the date
 * (dd/mm/yyyy, clarifications.md) with the time. Null when the page shows no data.
 */
export function offlineNotice(fetchedAt: number | null, now = new Date()): string | null {
  if (fetchedAt === null) return null;
  const at = new Date(fetchedAt);
  const days = dayNumber(now) - dayNumber(at);
  const day = days <= 0 ? 'today' : days === 1 ? 'yesterday' : 'earlier';
  const date = `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()}`;
  return t(`offline.since.${day}`, { date, time: `${pad(at.getHours())}:${pad(at.getMinutes())}` });
}

type OfflineAppOptions = {
  queryClient: QueryClient;
  /** Resolves once the app's service worker is active (src/app/offline-start/start-offline.ts). */
  startsOffline: Promise<unknown>;
  /** The tokens came or went before this loaded: what an earlier user left is deleted, not restored. */
  wipe: boolean;
};

/**
 * The rest of the offline app (src/app/offline-start/start-offline.ts loads it): the offline notice's age of the data, and
 * the persisted cache with its queued actions.
 */
export function startOfflineApp({ queryClient, startsOffline, wipe }: OfflineAppOptions): void {
  // The notice shows only offline: the age follows the page from going offline on.
  const cache = queryClient.getQueryCache();
  const showAge = () => {
    const notice = navigator.onLine ? null : offlineNotice(oldestShownAnswer(cache));
    if (notice !== offlineStatus.get().notice) offlineStatus.set({ notice });
  };
  cache.subscribe(showAge);
  window.addEventListener('offline', showAge);
  showAge();

  startOfflinePersistence({
    queryClient,
    freshLogin: wipe,
    startsOffline,
    cache: persistedCache(queryClient),
    // Only when actions wait in the persisted queue: most pages need none of the features' code.
    loadActions: () => import('./offline-actions').then(({ QUEUED_ACTIONS }) => QUEUED_ACTIONS),
  });
}
