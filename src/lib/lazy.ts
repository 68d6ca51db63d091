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
 */
export async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
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
      if (!wasOffline || retriesLeft === 0) throw error;
      retriesLeft -= 1;
      await pause(CODE_RETRY_AFTER_RECONNECT.delay);
    }
  }
}

/**
 * React's `lazy`, except that code the browser could not fetch while offline is fetched again once it is
 * back online: the page keeps its loading state meanwhile, under the offline notice, instead of failing.
 * (Chromium fetches a failed module anew; where a browser does not, the error page offers a reload.)
 * Typed as React's own: any component, whatever its props.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazy<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return reactLazy(() => loadWhenOnline(factory));
}
