type PersistableOptions = { meta?: Record<string, unknown> | undefined; gcTime?: number | undefined };

/**
 * `read`: what the user opens to read (a saved feed, a tender, a go/no-go sheet). `needed`: what every page
 * needs beside its own data (the access check, the side panel). The first answer of either starts the
 * persisted cache (offline-persistence.ts), so after any page opened online the access is there offline.
 */
type OfflineRole = 'read' | 'needed';

function keptOffline<T extends PersistableOptions>(options: T, role: OfflineRole): T {
  return {
    ...options,
    meta: { ...options.meta, offline: role },
    // Kept in memory for the session, so it is there whenever the cache is written (OFFLINE_CACHE.maxAge
    // decides what is restored); staleTime is unchanged, so online it is fetched as fresh as before.
    gcTime: Infinity,
  };
}

/**
 * Opts a query into the persisted cache (IndexedDB), so what the user has opened online is readable offline,
 * also after a reload: `queryOptions(readableOffline({ queryKey, queryFn, ... }))`.
 */
export const readableOffline = <T extends PersistableOptions>(options: T): T => keptOffline(options, 'read');

/**
 * A query every page needs beside its own data (access, counters): kept from any page, so that offline a page
 * whose own data is missing can say so instead of waiting for the access.
 */
export const neededOffline = <T extends PersistableOptions>(options: T): T => keptOffline(options, 'needed');
