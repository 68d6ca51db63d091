import { useSyncExternalStore } from 'react';

/**
 * What the page frame shows of the offline app, written by the code that loads after the first paint
 * (src/app/offline-start/start-offline.ts, src/app/offline-app.ts). Kept apart from React Query, which the landing page
 * does without.
 */
export type OfflineStatus = {
  /** The offline notice with the age of the data on screen ('Offline — gegevens van vandaag 14:32'). */
  notice: string | null;
  /** The persisted cache has been read: a query still without data offline will stay without. */
  restored: boolean;
  /** Set while a new build waits: activates it and reloads the page. */
  applyUpdate: (() => void) | null;
};

const INITIAL: OfflineStatus = { notice: null, restored: false, applyUpdate: null };
const listeners = new Set<() => void>();
let status = INITIAL;

export const offlineStatus = {
  get: () => status,
  set(change: Partial<OfflineStatus>) {
    status = { ...status, ...change };
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Tests share this module (vite.config.ts `isolate: false`): a cache one test restored would make the next
 * one's paused queries say they need a connection.
 */
export function resetOfflineStatusForTests() {
  status = INITIAL;
  listeners.clear();
}

export const useOfflineStatus = () => useSyncExternalStore(offlineStatus.subscribe, offlineStatus.get);
