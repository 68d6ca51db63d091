import { tokenStorage } from '@/api/early/token-storage';
import { useOfflineStatus } from '@/api/offline/offline-status';

/**
 * Whether a query without data waits for a network that is not there: React Query paused it offline, and the
 * persisted cache has nothing for it either. While a logged-in user's cache is still being read, it may yet
 * come from there; a visitor has none.
 */
export function useNeedsConnection(query: { fetchStatus?: string | undefined; data?: unknown }): boolean {
  const { restored } = useOfflineStatus();
  return (restored || tokenStorage.get() === null) && query.data === undefined && query.fetchStatus === 'paused';
}
