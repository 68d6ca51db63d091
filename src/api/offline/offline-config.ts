/**
 * The installable app (issue #26): what its start (src/app/offline-start/start-offline.ts) reads. Modules of their own (this
 * one and offline-cache.ts): only the code loaded after the first paint reads them, and the sign-out reset
 * whether offline data is kept (the API chunk), so they stay out of the entry, which holds src/config/constants.ts.
 */
export const OFFLINE = {
  /** How often an open tab asks the host for a new build (browsers check only on navigation). */
  updateCheckInterval: 60 * 60 * 1000,
  /** localStorage: set while IndexedDB may hold a persisted cache, so a start without one reads none of it. */
  kept: 'tw.offline-cache',
} as const;
