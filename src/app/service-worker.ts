import { registerSW } from 'virtual:pwa-register';
import { OFFLINE } from '@/config/constants';
import { offlineState } from '@/hooks/use-online';

/**
 * Registers the Workbox service worker (vite-plugin-pwa, prompt mode): a new build that has installed waits
 * until the user asks for it ('Nieuwe versie beschikbaar'), then takes over and the page reloads once. An
 * open tab asks for a new build every hour: browsers only check on a navigation, which a single-page app
 * hardly makes.
 */
export function registerServiceWorker(): void {
  const activateWaiting = registerSW({
    immediate: true,
    onNeedRefresh: () => offlineState.applyUpdate.set(reloadIntoWaitingBuild),
    // The reload is ours (below): the plugin's only follows a page that a worker controlled when it registered.
    onNeedReload: () => undefined,
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update(), OFFLINE.updateCheckInterval);
    },
  });

  /** The user's click: the waiting build takes over (it claims the page), then the page reloads into it. */
  function reloadIntoWaitingBuild() {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void activateWaiting();
  }
}
