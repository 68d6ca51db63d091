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
  /**
   * Apart, in a database of their own, the changes that still waited when a session ended (not at a logout):
   * sent after the same user logs in again, deleted when another does (src/lib/offline/offline-persistence.ts).
   * The wipe of an ended session keeps this database and empties the other (src/config/device-storage.ts).
   */
  keptDatabase: 'tenderwijzer-outbox',
  keptStore: 'kept-queue',
  keptKey: 'kept-queue',
  sendLock: 'tw.offline-send',
  /**
   * Each open tab's waiting actions (src/lib/offline/tab-queues.ts), by the tab's name after this prefix; the Web
   * Lock each tab holds while it is open, by the same name after its prefix; the lock under which a tab takes
   * over the queues of tabs that are gone.
   */
  queueKey: 'queue:',
  tabLock: 'tw.offline-tab:',
  adoptLock: 'tw.offline-adopt',
  /** Bumped when a persisted query's shape changes, so an older copy is dropped instead of misread. */
  cacheVersion: 2,
} as const;
