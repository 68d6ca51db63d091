import { useSyncExternalStore } from 'react';
import { offlineState } from '@/hooks/use-online';

/**
 * Whether a query without data waits for the network that is not there: React Query paused it offline, and the
 * persisted cache has nothing for it either. Until the cache has been read it may still appear from there.
 */
export function useNeedsConnection(query: { fetchStatus?: string | undefined; data?: unknown }): boolean {
  const { subscribe, get } = offlineState.cacheRestored;
  const restored = useSyncExternalStore(subscribe, get, get);
  return restored && query.data === undefined && query.fetchStatus === 'paused';
}
