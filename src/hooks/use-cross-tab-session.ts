import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { STORAGE_KEYS } from '@/config/constants';

/**
 * Another tab logged in or out: what this tab cached belongs to the previous session, so it goes. A
 * token refresh there (one token for another) keeps the cache. Pages follow through `useSession`.
 */
export function useCrossTabSession(queryClient: QueryClient) {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.auth) return;
      if (event.oldValue === null || event.newValue === null) queryClient.clear();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
}
