import { useSyncExternalStore } from 'react';

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
 * frame does without it), written by src/app/start-offline.ts.
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

export function useShownDataSince(): number | null {
  const { subscribe, get } = offlineState.shownDataSince;
  return useSyncExternalStore(subscribe, get, get);
}

export function useCacheRestored(): boolean {
  const { subscribe, get } = offlineState.cacheRestored;
  return useSyncExternalStore(subscribe, get, get);
}

export function useApplyUpdate(): (() => void) | null {
  const { subscribe, get } = offlineState.applyUpdate;
  return useSyncExternalStore(subscribe, get, get);
}
