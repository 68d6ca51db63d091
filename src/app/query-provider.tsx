import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { SignOutCacheReset } from '@/components/sign-out-cache-reset';
import { createQueryClient } from '@/lib/query-client';
import { QueryReadyContext } from './query-ready-context';

// The app's one client, created when React Query is first needed: every WithQueries shares its cache,
// so logging out (useLogout) clears all of it.
const queryClient = createQueryClient();

let offlineStarted = false;

/** The persisted cache and the offline queue load after the first paint: no page waits for IndexedDB. */
function startOfflineAfterPaint() {
  if (offlineStarted) return;
  offlineStarted = true;
  requestAnimationFrame(() =>
    setTimeout(() => void import('./start-offline').then(({ startOffline }) => startOffline(queryClient))),
  );
}

/** React Query for the part of the app below; loaded lazily by WithQueries. */
export function QueryProvider({ children }: { children: ReactNode }) {
  useEffect(startOfflineAfterPaint, []);
  return (
    <QueryClientProvider client={queryClient}>
      <SignOutCacheReset />
      <QueryReadyContext value>{children}</QueryReadyContext>
    </QueryClientProvider>
  );
}
