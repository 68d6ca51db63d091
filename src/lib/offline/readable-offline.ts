import type { Query } from '@tanstack/react-query';
import { OFFLINE } from '@/config/constants';

type PersistableOptions = { meta?: Record<string, unknown> | undefined; gcTime?: number | undefined };

/**
 * Opts a query into the persisted cache (IndexedDB), so what the user has seen online is readable offline,
 * also after a reload: `queryOptions(readableOffline({ queryKey, queryFn, ... }))`. It stays in memory as
 * long as it may be restored (a persisted query that was garbage-collected would drop out of the store);
 * its staleTime is unchanged, so online it is fetched as fresh as before.
 */
export function readableOffline<T extends PersistableOptions>(options: T): T {
  return {
    ...options,
    meta: { ...options.meta, readableOffline: true },
    gcTime: Math.max(options.gcTime ?? 0, OFFLINE.maxAge),
  };
}

/** Only what succeeded, of a query that opted in: an error or a half-loaded query is never stored. */
export function shouldPersistQuery(query: Pick<Query, 'meta' | 'state'>): boolean {
  return query.meta?.readableOffline === true && query.state.status === 'success';
}
