/** The persisted query cache of the offline app (issue #26, src/lib/offline/persisted-cache.ts). */
const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const OFFLINE_CACHE = {
  /** A persisted query older than this is not restored: a week-old tender is still worth reading on a train. */
  maxAge: 7 * 24 * 60 * MINUTE,
  /** Cache changes are written to IndexedDB at most this often (a feed page is one write, not one per card). */
  persistThrottle: 1 * SECOND,
  /** Where it lives (IndexedDB database, object store, key). */
  database: 'tenderwijzer-offline',
  store: 'query-cache',
  key: 'client',
  /**
   * Beside it, the answers to the toggles sent from a persisted queue, for another tab that holds the same one
   * (src/lib/offline/send-once.ts); the Web Lock under which a tab sends one.
   */
  sentKey: 'sent-toggles',
  sendLock: 'tw.offline-send',
  /** Bumped when a persisted query's shape changes, so an older copy is dropped instead of misread. */
  cacheVersion: 1,
} as const;
