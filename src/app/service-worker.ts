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
    onNeedRefresh: () => offlineState.applyUpdate.set(() => void activateWaiting()),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update(), OFFLINE.updateCheckInterval);
    },
  });
}
