import { hydrate, type DehydratedState, type Mutation, type Query, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { createStore, del, delMany, entries, get, keys, set } from 'idb-keyval';
import { OFFLINE } from '@/api/offline/offline-config';
import { OFFLINE_CACHE } from '@/config/offline-cache';
import { waitsInQueue } from '@/api/offline/mutation-state';
import type { QueuedActionOptions } from '@/lib/offline/queue/queued-action';
import { sharedActions, type SentStore, type SentToggles } from './send-once';
import { adoptQueues, openTab, type QueuedMutations, type TabQueues } from './tab-queues';
import { wipeOfflineData } from './wipe-offline-data';

// Registered actions differ in their types; restoring only needs their key and options.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQueuedAction = QueuedActionOptions<any, any, any>;

/** Only what succeeded, of a query that opted in (readable-offline.ts): an error or a half-loaded query is never stored. */
const shouldPersistQuery = (query: Pick<Query, 'meta' | 'state'>) =>
  query.state.status === 'success' && query.meta?.offline !== undefined;

/** A waiting queued action, written: from now on another tab may restore it (send-once.ts). */
const shouldPersistAction = (mutation: Mutation) => {
  const keep = waitsInQueue(mutation);
  if (keep) sharedActions.add(mutation);
  return keep;
};

/** The changes that waited when a session ended, and whose they are (offline-persistence.ts). */
export type KeptQueue = { owner: string; mutations: DehydratedState['mutations'] };

/** Where the one persisted client lives, with the answers kept beside it: IndexedDB in the app, memory in tests. */
export type ClientStorage = {
  get: () => Promise<PersistedClient | undefined>;
  set: (client: PersistedClient) => Promise<void>;
  /** Deletes the client, the tabs' queues and the answers beside them. */
  del: () => Promise<void>;
  /** The waiting actions, each open tab's apart (tab-queues.ts); the client is written without them. */
  queues: TabQueues;
  /** The answers to toggles sent from the persisted queue (send-once.ts). */
  sent: SentStore;
  /** The changes kept across a session end, in a database of their own: not deleted with the client. */
  kept: {
    get: () => Promise<KeptQueue | undefined>;
    set: (kept: KeptQueue) => Promise<void>;
    del: () => Promise<void>;
  };
};

/** The persisted query cache in IndexedDB (TanStack's "persister with IndexedDB" recipe, idb-keyval). */
export function indexedDbStorage(): ClientStorage {
  const store = createStore(OFFLINE_CACHE.database, OFFLINE_CACHE.store);
  const keptStore = createStore(OFFLINE_CACHE.keptDatabase, OFFLINE_CACHE.keptStore);
  const queueKey = (tab: string) => `${OFFLINE_CACHE.queueKey}${tab}`;
  const isQueueKey = (key: IDBValidKey) => String(key).startsWith(OFFLINE_CACHE.queueKey);
  return {
    get: () => get<PersistedClient>(OFFLINE_CACHE.key, store),
    set: (client) => set(OFFLINE_CACHE.key, client, store),
    del: async () =>
      delMany([OFFLINE_CACHE.key, OFFLINE_CACHE.sentKey, ...(await keys(store)).filter(isQueueKey)], store),
    queues: {
      all: async () =>
        Object.fromEntries(
          (await entries<IDBValidKey, QueuedMutations>(store))
            .filter(([key]) => isQueueKey(key))
            .map(([key, mutations]) => [String(key).slice(OFFLINE_CACHE.queueKey.length), mutations]),
        ),
      set: (tab, mutations) => set(queueKey(tab), mutations, store),
      del: (tabs) => delMany(tabs.map(queueKey), store),
    },
    sent: {
      get: () => get<SentToggles>(OFFLINE_CACHE.sentKey, store),
      set: (sent) => set(OFFLINE_CACHE.sentKey, sent, store),
    },
    kept: {
      get: () => get<KeptQueue>(OFFLINE_CACHE.keptKey, keptStore),
      set: (kept) => set(OFFLINE_CACHE.keptKey, kept, keptStore),
      del: () => del(OFFLINE_CACHE.keptKey, keptStore),
    },
  };
}

/**
 * Registers every queued action before `mutations` are restored: each is sent with its registered options, its
 * mutationFn and callbacks. One written while it waited to be sent again after a failure was not paused:
 * restored, it waits as a paused one does, and is resumed with them.
 */
async function registerActions(
  queryClient: QueryClient,
  mutations: DehydratedState['mutations'],
  loadActions: () => Promise<readonly AnyQueuedAction[]>,
) {
  if (mutations.length === 0) return;
  for (const action of await loadActions()) queryClient.setMutationDefaults(action.mutationKey, action);
  for (const { state } of mutations) if (state.status === 'pending') state.isPaused = true;
}

/**
 * TanStack Query's persister over the client storage, driven by offline-persistence.ts: restores the cache,
 * keeps it, deletes it.
 */
export function persistedCache(
  queryClient: QueryClient,
  storage: ClientStorage = indexedDbStorage(),
  throttle: number = OFFLINE_CACHE.persistThrottle,
) {
  const tab = openTab();
  return {
    /**
     * Puts the persisted client back into the cache, unless it is older than OFFLINE_CACHE.maxAge or another
     * user's. Queued actions in it are registered first (`loadActions`, src/app/offline-actions.ts): a
     * restored action is sent with its registered options, its mutationFn and callbacks.
     */
    async restore(buster: string, loadActions: () => Promise<readonly AnyQueuedAction[]>) {
      const stored = await storage.get();
      // The actions of tabs that are gone (a client written before issue #42 still holds its own).
      const mutations = [...(stored?.clientState.mutations ?? []), ...(await adoptQueues(storage.queues, tab))];
      const persisted: PersistedClient | undefined =
        stored || mutations.length > 0
          ? {
              timestamp: stored?.timestamp ?? Date.now(),
              buster: stored?.buster ?? buster,
              clientState: { queries: stored?.clientState.queries ?? [], mutations },
            }
          : undefined;
      await registerActions(queryClient, mutations, loadActions);
      await persistQueryClientRestore({
        queryClient,
        persister: { restoreClient: async () => persisted, removeClient: storage.del, persistClient: storage.set },
        buster,
        maxAge: OFFLINE_CACHE.maxAge,
        // As readableOffline keeps them: a restored query no page shows yet must still be there to be written.
        hydrateOptions: { defaultOptions: { queries: { gcTime: Infinity } } },
      });
      // The tab that wrote them may still be open and hold them too: a toggle among them is sent once (send-once.ts).
      for (const mutation of queryClient.getMutationCache().getAll()) {
        if (waitsInQueue(mutation)) sharedActions.add(mutation);
      }
    },
    /**
     * Writes the queries that opted in (readableOffline, neededOffline) and the queued actions still waiting,
     * at most once per `throttle` (the cache changes with every card and every flag), the newest state last,
     * starting with the cache as it is. The returned stop also drops a write not yet made, so a logout is
     * never followed by the previous user's cache being written back.
     */
    persist(buster: string): () => void {
      let pending: PersistedClient | null = null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const flush = () => {
        timer = undefined;
        const client = pending;
        pending = null;
        if (!client) return;
        // The waiting actions go to this tab's own queue; the client, shared by the tabs, without them.
        const { mutations } = client.clientState;
        const writes = [
          storage.set({ ...client, clientState: { ...client.clientState, mutations: [] } }),
          mutations.length > 0 ? storage.queues.set(tab, mutations) : storage.queues.del([tab]),
        ];
        // A write that fails loses only this copy: the next change writes the whole cache again.
        Promise.all(writes).catch(() => undefined);
      };
      const persister: Persister = {
        persistClient(client) {
          pending = client;
          timer ??= setTimeout(flush, throttle);
        },
        restoreClient: storage.get,
        removeClient: storage.del,
      };
      const options = {
        queryClient,
        persister,
        buster,
        dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: shouldPersistAction },
      };
      localStorage.setItem(OFFLINE.kept, '1');
      // What made the cache worth keeping has happened already: written now, then on every change.
      void persistQueryClientSave(options);
      const unsubscribe = persistQueryClientSubscribe(options);
      return () => {
        unsubscribe();
        clearTimeout(timer);
        pending = null;
      };
    },
    /** The answers to toggles sent from the persisted queue, for the tab that holds the same toggle (send-once.ts). */
    sent: storage.sent,
    /**
     * Keeps the changes that waited when `owner`'s session ended, beside those another tab kept (each once), until
     * the next login (restoreKept).
     */
    async keepQueue(owner: string, mutations: DehydratedState['mutations']) {
      const earlier = await storage.kept.get();
      const kept = earlier?.owner === owner ? earlier.mutations : [];
      const name = ({ mutationKey, state }: DehydratedState['mutations'][number]) =>
        JSON.stringify([mutationKey, state.submittedAt, state.variables]);
      const names = new Set(kept.map(name));
      await storage.kept.set({
        owner,
        mutations: [...kept, ...mutations.filter((mutation) => !names.has(name(mutation)))],
      });
    },
    /** Deletes the changes kept at the end of a session: their user logged out. */
    dropKept: () => storage.kept.del(),
    /**
     * At a login: the changes kept at the end of this user's session are put back into the queue (and sent once
     * online); another user's are deleted unseen. Returns how many were put back.
     */
    async restoreKept(user: string, loadActions: () => Promise<readonly AnyQueuedAction[]>): Promise<number> {
      const kept = await storage.kept.get();
      if (!kept) return 0;
      await storage.kept.del();
      if (kept.owner !== user || user === 'session') return 0;
      await registerActions(queryClient, kept.mutations, loadActions);
      hydrate(queryClient, { queries: [], mutations: kept.mutations });
      return kept.mutations.length;
    },
    /**
     * Deletes the persisted client with its queued actions and the answers beside it, and the runtime caches
     * (wipe-offline-data.ts).
     */
    async wipe() {
      await wipeOfflineData(storage.del);
      localStorage.removeItem(OFFLINE.kept);
    },
  };
}

export type PersistedCache = ReturnType<typeof persistedCache>;
