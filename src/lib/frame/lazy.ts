import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CODE_RETRY_AFTER_RECONNECT } from '@/config/constants';
import { isChunkLoadError } from './chunk-load-error';

function nextOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load`. When it fails to fetch code because the browser is offline, it runs again once the browser is
 * back online, and a few times more if the network still lags (CODE_RETRY_AFTER_RECONNECT). Any other
 * failure, or code missing while the browser was online all along (a deploy replaced it), is the caller's.
 * With `onRefused`, the first failure once back online calls it instead, and the load keeps waiting: Chromium
 * keeps a module that failed to load as failed for the rest of the document, so importing it again fails
 * without asking the server, and only a new document loads it.
 */
export async function loadWhenOnline<T>(load: () => Promise<T>, onRefused?: () => void): Promise<T> {
  let wasOffline = false;
  let retriesLeft: number = CODE_RETRY_AFTER_RECONNECT.attempts;
  for (;;) {
    // Checked before too: a fetch that began offline may fail just after the 'online' event.
    wasOffline ||= !navigator.onLine;
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      if (!navigator.onLine) {
        wasOffline = true;
        await nextOnline();
        continue;
      }
      if (!wasOffline) throw error;
      if (onRefused) {
        onRefused();
        return new Promise<T>(() => {});
      }
      if (retriesLeft === 0) throw error;
      retriesLeft -= 1;
      await pause(CODE_RETRY_AFTER_RECONNECT.delay);
    }
  }
}

/**
 * React's `lazy`, except that code the browser could not fetch while offline is fetched again once it is
 * back online: the page keeps its loading state meanwhile, under the offline notice, instead of failing.
 * Where the browser keeps the failed module (Chromium), the error boundary offers a reload; a route's page
 * passes `onRefused` to reload at once, as it never showed and the page the user left had already closed.
 * Typed as React's own: any component, whatever its props.
 */
export function lazy<T extends ComponentType<any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  factory: () => Promise<{ default: T }>,
  onRefused?: () => void,
): LazyExoticComponent<T> {
  return reactLazy(() => loadWhenOnline(factory, onRefused));
}
