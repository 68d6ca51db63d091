import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CODE_RETRY_AFTER_RECONNECT } from '@/config/constants';
import { isChunkLoadError } from './chunk-load-error';

function nextOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether the server serves the code the browser could not load: Chromium keeps a module that failed to load
 * as failed for the rest of the document, so importing it again fails without asking the server. The address
 * is the one the error names (Chromium and Firefox do).
 */
async function serverHasFailedCode(error: Error): Promise<boolean> {
  const address = /https?:\/\/[^\s'"]+/.exec(error.message)?.[0];
  if (!address) return false;
  try {
    return (await fetch(address, { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

type LoadOptions = {
  /**
   * Called instead of failing when, back online, the browser still refuses code the server serves: only a new
   * document loads it then. `loadWhenOnline` then keeps waiting.
   */
  onRefused?: () => void;
};

/**
 * Runs `load`. When it fails to fetch code because the browser is offline, it runs again once the browser is
 * back online, and a few times more if the network still lags (CODE_RETRY_AFTER_RECONNECT). Any other
 * failure, or code missing while the browser was online all along (a deploy replaced it), is the caller's.
 */
export async function loadWhenOnline<T>(load: () => Promise<T>, { onRefused }: LoadOptions = {}): Promise<T> {
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
      if (onRefused && error instanceof Error && (await serverHasFailedCode(error))) {
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
 * reloads by itself (`lazyPage`). Typed as React's own: any component, whatever its props.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazy<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return reactLazy(() => loadWhenOnline(factory));
}

/**
 * `lazy` for a route's page (and its layout): when, back online, the browser still refuses the page's code that
 * the server serves, the document reloads at the page's address. Nothing is lost: the page never showed, and
 * the one the user left had already closed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(factory: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return reactLazy(() => loadWhenOnline(factory, { onRefused: () => window.location.reload() }));
}
