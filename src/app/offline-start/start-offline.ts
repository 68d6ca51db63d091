import type { QueryClient } from '@tanstack/react-query';
import { tokenStorage } from '@/api/early/token-storage';
import { OFFLINE } from '@/api/offline/offline-config';
import { waitsInQueue } from '@/api/offline/mutation-state';
import { offlineStatus } from '@/api/offline/offline-status';

/** The waiting build takes over on the user's click (Workbox's SKIP_WAITING, then it claims the page) and the page reloads into it. */
function reloadInto(waiting: ServiceWorker) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * Registers the Workbox service worker that vite-plugin-pwa generates (prompt mode), and resolves once it is
 * active: from then on the app starts without a network. A new build that has installed beside the running
 * one waits until the user asks for it ('Nieuwe versie beschikbaar'). With the browser's API rather than
 * workbox-window: these lines do what the app needs of it (docs/decisions/096). An open tab asks for a new build every
 * hour: browsers only check on a navigation, which a single-page app hardly makes.
 */
async function registerServiceWorker(): Promise<unknown> {
  // Its scope is its own folder, the app's base.
  const registration = await navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`);
  const offerWaiting = () => {
    const { waiting, active } = registration;
    if (waiting && active) offlineStatus.set({ applyUpdate: () => reloadInto(waiting) });
  };
  offerWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerWaiting();
    });
  });
  setInterval(() => void registration.update(), OFFLINE.updateCheckInterval);
  return navigator.serviceWorker.ready;
}

/**
 * The offline app of a logged-in user, started once a page with a user has painted
 * (src/app/api/query-provider.tsx): it registers the service worker, and loads the rest (src/app/offline-app.ts:
 * the persisted cache, its queued actions, the offline notice's age) once the worker is active, from its
 * precache then; or sooner when there is work: a cache to restore, a login or logout to wipe after, an action
 * that waits for the network, the connection gone. Visitors and the landing page load none of it.
 */
export function startOffline(queryClient: QueryClient, freshLogin: boolean): void {
  // Not with the simulated backend: MSW's worker owns the scope (vite.config.ts disables the app's). Without
  // the app's worker, nothing read is kept: a reload offline could not show it.
  const startsOffline: Promise<unknown> =
    import.meta.env.PROD && !__API_MOCKING__ && 'serviceWorker' in navigator
      ? registerServiceWorker().catch(() => new Promise(() => {}))
      : new Promise(() => {});
  // IndexedDB is missing in some private modes: the app then works as before, online only.
  const hasCache = typeof indexedDB !== 'undefined' && localStorage.getItem(OFFLINE.kept) !== null;
  if (!hasCache) offlineStatus.set({ restored: true });
  if (typeof indexedDB === 'undefined') return;

  let wipe = freshLogin;
  let rest: Promise<unknown> | undefined;
  const loadRest = () => {
    rest ??= import('@/app/offline-app')
      .then(({ startOfflineApp }) => startOfflineApp({ queryClient, startsOffline, wipe }))
      .catch(() => {
        rest = undefined;
        offlineStatus.set({ restored: true });
      });
  };
  const mutations = queryClient.getMutationCache();
  // An action may have been queued before this started (the page settles first): it is kept at once.
  if (wipe || hasCache || mutations.getAll().some(waitsInQueue)) loadRest();
  void startsOffline.then(loadRest);
  window.addEventListener('offline', loadRest);
  mutations.subscribe(({ mutation }) => {
    if (mutation && waitsInQueue(mutation)) loadRest();
  });
  tokenStorage.subscribe(() => {
    wipe = true;
    loadRest();
  });
}
