import { onlineManager, type Mutation, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { tokenStorage } from '@/api/token-storage';
import { OFFLINE } from '@/config/constants';
import type { ThrottledPersister } from './idb-persister';
import { isWaiting, type QueuedActionOptions } from './queued-action';
import { shouldPersistQuery } from './readable-offline';
import { currentIdentity } from './user-identity';
import { wipeOfflineData } from './wipe-offline-data';

// Registered actions differ in their types; the registry only needs their key and options.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQueuedAction = QueuedActionOptions<any, any, any>;

export type OfflinePersistenceOptions = {
  queryClient: QueryClient;
  persister: ThrottledPersister;
  /** Every queued action of the app (src/app/offline-actions.ts): a restored one is sent with these options. */
  loadActions: () => Promise<readonly AnyQueuedAction[]>;
  identity?: () => string | null;
};

const shouldPersistMutation = (mutation: Pick<Mutation, 'meta' | 'state'>) =>
  mutation.meta?.queued === true && isWaiting(mutation);

/**
 * Keeps the queries that opted in (readableOffline) and the queued actions in the persisted cache while a user
 * is logged in, restores them when the app starts and sends the restored actions once online. The cache is
 * the user's own (its buster is the user): it is deleted, with the queued actions and the runtime caches, as
 * soon as the tokens go or change hands, in this tab or another, before the next user's data is asked for.
 */
export function startOfflinePersistence({
  queryClient,
  persister,
  loadActions,
  identity = currentIdentity,
}: OfflinePersistenceOptions): { ready: Promise<void>; stop: () => void } {
  let user = identity();
  let unsubscribe: (() => void) | null = null;
  // Bumped when the user changes, so a restore that finishes afterwards does not hydrate the old user's data.
  let generation = 0;

  const buster = (owner: string) => `${OFFLINE.cacheVersion}:${owner}`;

  function persist(owner: string) {
    unsubscribe = persistQueryClientSubscribe({
      queryClient,
      persister,
      buster: buster(owner),
      dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: shouldPersistMutation },
    });
  }

  async function restore(owner: string) {
    const started = generation;
    const persisted = await persister.restoreClient();
    // A restored action is sent with its registered options (mutationFn, callbacks): registered before hydrating.
    if (persisted?.clientState.mutations.length) {
      for (const action of await loadActions()) queryClient.setMutationDefaults(action.mutationKey, action);
    }
    await persistQueryClientRestore({
      queryClient,
      persister: { ...persister, restoreClient: () => persisted },
      buster: buster(owner),
      maxAge: OFFLINE.maxAge,
    });
    if (started !== generation) return;
    persist(owner);
    if (onlineManager.isOnline()) void queryClient.resumePausedMutations();
  }

  const ready = user === null ? persister.removeClient() : restore(user).catch(() => persist(user as string));

  const stopWatching = tokenStorage.subscribe(() => {
    const next = identity();
    if (next === user) return;
    const previous = user;
    user = next;
    generation += 1;
    unsubscribe?.();
    unsubscribe = null;
    // A sign-out already emptied the cache (useClearCacheOnSignOut); a switch of user has to as well.
    if (previous !== null) queryClient.clear();
    void wipeOfflineData(persister.removeClient).then(() => {
      if (next !== null && user === next) persist(next);
    });
  });

  return {
    ready: ready.catch(() => undefined),
    stop: () => {
      stopWatching();
      unsubscribe?.();
    },
  };
}
