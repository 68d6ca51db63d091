import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { OFFLINE } from '@/config/constants';

export type ThrottledPersister = Omit<Persister, 'removeClient'> & { removeClient: () => Promise<void> };

/** Where a persister keeps the one persisted client: IndexedDB in the app, memory in tests. */
export type ClientStorage = {
  get: () => Promise<PersistedClient | undefined>;
  set: (client: PersistedClient) => Promise<void>;
  del: () => Promise<void>;
};

/** The persisted query cache in IndexedDB (TanStack's "persister with IndexedDB" recipe, idb-keyval). */
export function indexedDbStorage(): ClientStorage {
  const store = createStore(OFFLINE.database, OFFLINE.store);
  return {
    get: () => get<PersistedClient>(OFFLINE.key, store),
    set: (client) => set(OFFLINE.key, client, store),
    del: () => del(OFFLINE.key, store),
  };
}

/**
 * A persister that writes at most once per `OFFLINE.persistThrottle` (the cache changes with every card
 * and every flag), the newest state last. Removing cancels a pending write, so a logout can never be
 * followed by the previous user's cache being written back.
 */
export function createThrottledPersister(
  storage: ClientStorage,
  delay: number = OFFLINE.persistThrottle,
): ThrottledPersister {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  function flush() {
    timer = null;
    const client = pending;
    pending = null;
    if (client) writing = writing.then(() => storage.set(client)).catch(() => undefined);
  }

  return {
    persistClient(client) {
      pending = client;
      timer ??= setTimeout(flush, delay);
    },
    restoreClient: () => storage.get(),
    async removeClient() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
      await writing;
      await storage.del();
    },
  };
}
