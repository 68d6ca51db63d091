import { dehydrate, onlineManager, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { OFFLINE } from '@/api/offline/offline-config';
import { OFFLINE_CACHE } from '@/config/offline-cache';
import { tp } from '@/i18n/offline-queue';
import { notify } from '@/lib/logged-in/toast';
import { waitsInQueue } from '@/api/offline/mutation-state';
import { offlineStatus } from '@/api/offline/offline-status';
import { sendTogglesOnce } from './send-once';
import type { AnyQueuedAction, PersistedCache } from './persisted-cache';
import { watchSession } from './session-signals';
import { currentIdentity } from './user-identity';

export type OfflinePersistenceOptions = {
  queryClient: QueryClient;
  /** The persister (persisted-cache.ts). */
  cache: PersistedCache;
  /** Every queued action of the app (src/app/offline-actions.ts): a restored one is sent with these options. */
  loadActions: () => Promise<readonly AnyQueuedAction[]>;
  /** Resolves once the app can start without a network: its service worker is active. */
  startsOffline: Promise<unknown>;
  /** A user has just logged in in this tab: whatever an earlier one left is deleted, not restored. */
  freshLogin?: boolean;
  identity?: () => string | null;
};

/**
 * An answer that opted in (readableOffline, neededOffline): from now on the cache is worth keeping. The access
 * check, which every page of a logged-in user makes, is one: whatever page was opened, offline the others know
 * the access and say that their own data needs the connection.
 */
const opensOfflineCache = (query: Pick<Query, 'meta' | 'state'>) =>
  query.state.status === 'success' && query.meta?.offline !== undefined;

/**
 * Keeps the queries that opted in and the queued actions in the persisted cache while a user is logged in,
 * restores them when the app starts and sends the restored actions once online. An action waiting for the
 * network is kept at once; the answers, once the app can start offline (before its service worker is active,
 * a reload offline could not show them anyway). The cache is the user's own (its buster names the
 * user): it is deleted, with the queued actions and the runtime caches, as soon as the tokens go or change
 * hands, in this tab or another, and at every login seen here, before the next user's data is asked for.
 * Except the changes still waiting when a session ends without a logout (issue #42): the user is told how many,
 * and they are kept apart, to be sent after the same user's next login, or deleted unseen at another's.
 */
export function startOfflinePersistence({
  queryClient,
  cache,
  loadActions,
  startsOffline,
  freshLogin = false,
  identity = currentIdentity,
}: OfflinePersistenceOptions) {
  sendTogglesOnce(cache.sent);
  let owner = identity();
  // Bumped when the user changes, so work that finishes afterwards does nothing for the previous one.
  let generation = 0;
  let stop = () => {};
  /** The user whose cache waits for something to keep; null while restoring, or once it is kept. */
  let waitingFor: string | null = null;
  let canStartOffline = false;

  const buster = (user: string) => `${OFFLINE_CACHE.cacheVersion}:${user}`;
  const queries = queryClient.getQueryCache();
  const mutations = queryClient.getMutationCache();

  /** The changes waiting while a user is signed in: what a session end keeps (the cache is emptied by then). */
  let waitingChanges: DehydratedState['mutations'] = [];
  const stopWatchingChanges = mutations.subscribe(() => {
    if (identity() === null) return;
    waitingChanges = dehydrate(queryClient, {
      shouldDehydrateQuery: () => false,
      shouldDehydrateMutation: waitsInQueue,
    }).mutations;
  });

  /** From now on, the user's cache is written on every change. */
  function keepFrom(user: string) {
    waitingFor = null;
    stop();
    stop = cache.persist(buster(user));
  }

  /** Waits for the first waiting action, or the first answer that opted in once the app can start offline. */
  function keepWhenNeeded(user: string) {
    if (mutations.getAll().some(waitsInQueue) || (canStartOffline && queries.getAll().some(opensOfflineCache))) {
      return keepFrom(user);
    }
    waitingFor = user;
    const stopQueries = queries.subscribe(({ query }) => canStartOffline && opensOfflineCache(query) && keepFrom(user));
    const stopMutations = mutations.subscribe(({ mutation }) => mutation && waitsInQueue(mutation) && keepFrom(user));
    stop = () => {
      stopQueries();
      stopMutations();
    };
  }

  void startsOffline.then(() => {
    canStartOffline = true;
    if (waitingFor !== null && queries.getAll().some(opensOfflineCache)) keepFrom(waitingFor);
  });

  /**
   * `previous`: who was signed in before; `kept`: their changes to keep, their session having ended; `logout`:
   * they chose to go, and the changes kept at an earlier end of their session go too.
   */
  async function start(
    user: string | null,
    wipe: boolean,
    {
      previous = null,
      kept = [],
      logout = false,
    }: { previous?: string | null; kept?: typeof waitingChanges; logout?: boolean } = {},
  ) {
    const started = generation;
    try {
      if (previous !== null && kept.length > 0) {
        await cache.keepQueue(previous, kept);
        notify.warning(tp('offlineQueue.keptAtSessionEnd', kept.length));
      }
      if (logout) await cache.dropKept();
      if (wipe) await cache.wipe();
      else if (user !== null && localStorage.getItem(OFFLINE.kept)) await cache.restore(buster(user), loadActions);
      if (user !== null) await cache.restoreKept(user, loadActions);
    } catch {
      // IndexedDB refused (a private mode, a full disk): the app works as before, online.
    }
    if (started !== generation || user === null) return;
    keepWhenNeeded(user);
    if (onlineManager.isOnline()) void queryClient.resumePausedMutations();
  }

  const ready = start(owner, freshLogin).then(() => offlineStatus.set({ restored: true }));

  const stopWatchingSession = watchSession(identity, owner, ({ reason, previous, next }) => {
    owner = next;
    generation += 1;
    waitingFor = null;
    stop();
    stop = () => {};
    const kept = reason === 'ended' ? waitingChanges : [];
    waitingChanges = [];
    // A sign-out already emptied the cache (useClearCacheOnSignOut); a switch of user has to as well.
    if (previous !== null) queryClient.clear();
    void start(next, true, { previous, kept, logout: reason === 'logout' });
  });

  return {
    ready,
    stop: () => {
      stopWatchingSession();
      stopWatchingChanges();
      stop();
    },
  };
}
