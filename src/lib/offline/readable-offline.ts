type PersistableOptions = { meta?: Record<string, unknown> | undefined; gcTime?: number | undefined };

/**
 * `read`: what the user opens to read (a saved feed, a tender, a go/no-go sheet); its first answer starts the
 * persisted cache. `needed`: what such a page needs beside it (the access check, the side panel), kept with it.
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

/** A query a readable page needs beside its own (access, counters): persisted with it, never on its own. */
export const neededOffline = <T extends PersistableOptions>(options: T): T => keptOffline(options, 'needed');
