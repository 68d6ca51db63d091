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
   * Beside them, the changes that still waited when a session ended (not at a logout): sent after the same user
   * logs in again, deleted when another does (src/lib/offline/offline-persistence.ts). See KEPT_QUEUE_STORAGE.
   */
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
  cacheVersion: 1,
} as const;

/**
 * The storage registry's entry of the changes kept across a session end (issue #42), for the wipe of the
 * session module: personal (a tender's id with save or reject, a Bid with its go/no-go sheet), but kept when a
 * session ends or is found ended at start-up, so that the same user's next login sends them; deleted at a
 * logout and when another user logs in.
 */
export const KEPT_QUEUE_STORAGE = {
  kind: 'indexedDB',
  database: OFFLINE_CACHE.database,
  store: OFFLINE_CACHE.store,
  key: OFFLINE_CACHE.keptKey,
  owner: 'src/lib/offline/offline-persistence.ts',
  holds: "the user's changes not yet sent when the session ended: each action's kind, variables and state",
  personal: true,
  keptAtSessionEnd: true,
} as const;

/**
 * The storage registry's entry of the tabs' queues (issue #42): each open tab's waiting actions under
 * `queue:<tab>`, taken over by the next tab once that tab is gone; personal, deleted with the persisted client
 * (at a logout, a change of user, a session end: what waited then is in KEPT_QUEUE_STORAGE).
 */
export const TAB_QUEUES_STORAGE = {
  kind: 'indexedDB',
  database: OFFLINE_CACHE.database,
  store: OFFLINE_CACHE.store,
  keyPrefix: OFFLINE_CACHE.queueKey,
  owner: 'src/lib/offline/tab-queues.ts',
  holds: "each open tab's changes not yet sent: each action's kind, variables and state",
  personal: true,
  keptAtSessionEnd: false,
} as const;
