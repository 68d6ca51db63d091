import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { tokenStorage } from '@/api/early/token-storage';
import { SignOutCacheReset } from '@/api/sign-out-cache-reset';
import { afterNextPaint } from '@/api/after-next-paint';
import { createQueryClient } from '@/api/query-client';
import { whenPageSettles } from '@/api/when-queries-settle';
import { QueryReadyContext } from '@/app/frame/query-ready-context';

// The app's one client, created when React Query is first needed: every WithQueries shares its cache,
// so logging out (useLogout) clears all of it.
const queryClient = createQueryClient();

let offlineStarted = false;

/**
 * The offline app (service worker, persisted cache, queued actions) is a logged-in user's: it loads once the
 * first page with a user has painted its data, and on this tab's first login; no page waits for it. Not
 * sooner: the worker's install fetches the whole precache, which would compete with the page's own calls on a
 * slow connection (docs/decisions/099).
 */
function startOfflineWithAUser(): (() => void) | undefined {
  const start = (freshLogin: boolean, whenReady: Promise<void>) => {
    offlineStarted = true;
    whenReady
      .then(() => import('@/app/offline-start/start-offline'))
      .then((module) => module.startOffline(queryClient, freshLogin))
      // Offline before the worker was active: the page works as before, and the next page tries again.
      .catch(() => {
        offlineStarted = false;
      });
  };
  if (offlineStarted) return;
  if (tokenStorage.get()) {
    start(false, whenPageSettles(queryClient));
    return;
  }
  const stop = tokenStorage.subscribe(() => {
    if (offlineStarted || !tokenStorage.get()) return;
    stop();
    start(true, afterNextPaint());
  });
  return stop;
}

/** React Query for the part of the app below; loaded lazily by WithQueries. */
export function QueryProvider({ children }: { children: ReactNode }) {
  useEffect(startOfflineWithAUser, []);
  return (
    <QueryClientProvider client={queryClient}>
      <SignOutCacheReset />
      <QueryReadyContext value>{children}</QueryReadyContext>
    </QueryClientProvider>
  );
}
