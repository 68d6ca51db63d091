import { OFFLINE } from '@/config/constants';
import { offlineState } from '@/hooks/use-online';

/** The waiting build takes over on the user's click (Workbox's SKIP_WAITING, then it claims the page) and the page reloads into it. */
function reloadInto(waiting: ServiceWorker) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * Registers the Workbox service worker that vite-plugin-pwa generates (prompt mode). A new build that has
 * installed beside the running one waits until the user asks for it ('Nieuwe versie beschikbaar'). Registered
 * with the browser's API rather than workbox-window: these lines do what the app needs of its 2 KB (gzip). An
 * open tab asks for a new build every hour: browsers only check on a navigation, which a single-page app hardly
 * makes.
 */
export async function registerServiceWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`, {
    scope: import.meta.env.BASE_URL,
  });
  const offerWaiting = () => {
    const { waiting, active } = registration;
    if (waiting && active) offlineState.applyUpdate.set(() => reloadInto(waiting));
  };
  offerWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerWaiting();
    });
  });
  setInterval(() => void registration.update(), OFFLINE.updateCheckInterval);
}
