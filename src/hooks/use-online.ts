import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/** Whether the browser says it has a network connection; re-renders on its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

type Listener = () => void;

function createValue<T>(initial: T) {
  let value = initial;
  const listeners = new Set<Listener>();
  return {
    get: (): T => value,
    set(next: T) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * What the offline notice and the pages need to know of the offline cache, without React Query (the page
 * frame does without it), written by src/app/start-offline.ts. Kept here, in the frame's own chunk, so that
 * the frame and the lazily loaded offline code share one copy without importing each other's chunks.
 * `shownDataSince`: when the data on screen was fetched, the oldest answer among the queries the page shows;
 * null when it shows none. `cacheRestored`: the persisted cache has been read (or there is none), so a query
 * still without data offline will stay without. `applyUpdate`: set when a new build waits (src/app/service-worker.ts);
 * calling it activates that build and reloads.
 */
export const offlineState = {
  shownDataSince: createValue<number | null>(null),
  cacheRestored: createValue(false),
  applyUpdate: createValue<(() => void) | null>(null),
};
