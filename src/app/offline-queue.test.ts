import { MutationObserver, onlineManager, queryOptions, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { tokenStorage } from '@/api/early/token-storage';
import { OFFLINE_CACHE } from '@/config/offline-cache';
import { isWaiting, toggleSender } from '@/api/offline/mutation-state';
import { startOfflinePersistence } from '@/lib/offline/offline-persistence';
import { persistedCache, type ClientStorage } from '@/lib/offline/persisted-cache';
import { queuedAction } from '@/lib/offline/queue/queued-action';
import { neededOffline, readableOffline } from '@/api/offline/readable-offline';
import { createQueryClient } from '@/api/query-client';
import { notify } from '@/lib/logged-in/toast';
import { memoryClientStorage as memoryStorage } from '@tests/utils/memory-client-storage';

/** What reached the "API", in order, and how many calls were under way at once at most. */
let sent: string[] = [];
let running = 0;
let mostAtOnce = 0;

async function send(call: string): Promise<string> {
  running += 1;
  mostAtOnce = Math.max(mostAtOnce, running);
  await new Promise((resolve) => setTimeout(resolve, 5));
  sent.push(call);
  running -= 1;
  return call;
}

// An API that toggles (as save and reject do, sent through toggleSender as they are), and one where the last
// value counts (as a sheet's save).
const toggle = queuedAction(
  {
    mutationKey: ['test', 'toggle'],
    mutationFn: (variables: { id: number }, context) =>
      toggleSender.send(() => send(`toggle ${variables.id}`), variables, context),
  },
  { key: ({ id }) => String(id), mode: 'toggle' },
);
const put = queuedAction(
  { mutationKey: ['test', 'put'], mutationFn: ({ id, to }: { id: number; to: string }) => send(`put ${id} ${to}`) },
  { key: ({ id }) => String(id), mode: 'latest' },
);
const ACTIONS = [toggle, put];

/** What a test started, stopped after it even when it fails: files share one environment. */
let started: (() => void)[] = [];

function start(queryClient: QueryClient, storage: ClientStorage, freshLogin = false) {
  queryClient.mount();
  const persistence = startOfflinePersistence({
    queryClient,
    cache: persistedCache(queryClient, storage, 0),
    loadActions: async () => ACTIONS,
    startsOffline: Promise.resolve(),
    freshLogin,
    // The user is the access token here: 'a' unless a test logs another in.
    identity: () => {
      const access = tokenStorage.get()?.access;
      return access ? `user:${access}` : null;
    },
  });
  started.push(() => {
    persistence.stop();
    queryClient.unmount();
  });
  return persistence;
}

function run<T>(queryClient: QueryClient, action: typeof toggle | typeof put, variables: T) {
  void new MutationObserver(queryClient, action as never).mutate(variables as never).catch(() => undefined);
}

const waiting = (queryClient: QueryClient) =>
  queryClient
    .getMutationCache()
    .getAll()
    .filter(isWaiting)
    .map((mutation) => mutation.state.variables);

/** Web Locks as a browser grants them to the tabs of an origin: one holder of a name at a time, the rest in turn. */
function grantLocksInTurn(): () => void {
  const queues = new Map<string, Promise<unknown>>();
  const request = (name: string, task: () => Promise<unknown>) => {
    const granted = (queues.get(name) ?? Promise.resolve()).then(task);
    queues.set(
      name,
      granted.catch(() => undefined),
    );
    return granted;
  };
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return () => Reflect.deleteProperty(navigator, 'locks');
}

/**
 * Web Locks as the tabs of an origin hold them: each tab's own lock held while it is open (`close` lets one go, as
 * closing the tab does), the others granted in turn; `query` lists what is held.
 */
function tabLocks() {
  const held: string[] = [];
  const tabs: string[] = [];
  const queues = new Map<string, Promise<unknown>>();
  const request = (name: string, task: () => Promise<unknown>) => {
    if (name.startsWith(OFFLINE_CACHE.tabLock)) {
      held.push(name);
      tabs.push(name);
      return task();
    }
    const granted = (queues.get(name) ?? Promise.resolve()).then(task);
    queues.set(
      name,
      granted.catch(() => undefined),
    );
    return granted;
  };
  const query = async () => ({ held: held.map((name) => ({ name })) });
  Object.defineProperty(navigator, 'locks', { value: { request, query }, configurable: true });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });
  return {
    close: (tab: number) => {
      held.splice(held.indexOf(tabs[tab]!), 1);
    },
  };
}

const persistedActions = (storage: ReturnType<typeof memoryStorage>) =>
  storage.queued().map((mutation) => mutation.state.variables);

describe('the offline queue and cache', () => {
  beforeEach(() => {
    sent = [];
    running = 0;
    mostAtOnce = 0;
    tokenStorage.set({ access: 'a', refresh: 'r' });
  });
  afterEach(() => {
    // Stopped before going online: a client a test left offline sends nothing after it.
    for (const stop of started) stop();
    started = [];
    onlineManager.setOnline(true);
  });

  it('sends the actions made offline one at a time, in the order they were made', async () => {
    const queryClient = createQueryClient();
    await start(queryClient, memoryStorage()).ready;
    onlineManager.setOnline(false);
    run(queryClient, toggle, { id: 1 });
    run(queryClient, put, { id: 2, to: 'b' });
    run(queryClient, toggle, { id: 3 });
    expect(waiting(queryClient)).toHaveLength(3);
    expect(sent).toEqual([]);

    onlineManager.setOnline(true);
    await expect.poll(() => sent).toEqual(['toggle 1', 'put 2 b', 'toggle 3']);
    expect(mostAtOnce).toBe(1);
  });

  it('takes a toggle undone while waiting out of the queue, and keeps only the latest of a replaced value', async () => {
    const queryClient = createQueryClient();
    await start(queryClient, memoryStorage()).ready;
    onlineManager.setOnline(false);
    run(queryClient, toggle, { id: 1 });
    run(queryClient, put, { id: 2, to: 'a' });
    run(queryClient, toggle, { id: 1 });
    run(queryClient, put, { id: 2, to: 'b' });
    run(queryClient, toggle, { id: 3 });
    expect(waiting(queryClient)).toEqual([{ id: 2, to: 'b' }, { id: 3 }]);

    onlineManager.setOnline(true);
    await expect.poll(() => sent).toEqual(['put 2 b', 'toggle 3']);
  });

  it('keeps the queue across a reload and sends each action exactly once when back online', async () => {
    const storage = memoryStorage();
    const before = createQueryClient();
    const first = start(before, storage);
    await first.ready;
    onlineManager.setOnline(false);
    run(before, toggle, { id: 1 });
    run(before, put, { id: 2, to: 'c' });
    await expect.poll(() => persistedActions(storage)).toEqual([{ id: 1 }, { id: 2, to: 'c' }]);
    // The tab closes: its client never comes online again.
    first.stop();
    before.unmount();

    const after = createQueryClient();
    // Still offline when the page opens again (createQueryClient reads the browser's state).
    onlineManager.setOnline(false);
    await start(after, storage).ready;
    expect(waiting(after)).toEqual([{ id: 1 }, { id: 2, to: 'c' }]);

    onlineManager.setOnline(true);
    await expect.poll(() => sent).toEqual(['toggle 1', 'put 2 c']);
    await expect.poll(() => persistedActions(storage)).toEqual([]);
    expect(sent).toHaveLength(2);
  });

  it('sends a toggle that two open tabs hold, restored from one persisted queue, once; both take its answer', async () => {
    onTestFinished(grantLocksInTurn());
    const storage = memoryStorage();
    const firstTab = createQueryClient();
    await start(firstTab, storage).ready;
    onlineManager.setOnline(false);
    const answer = new MutationObserver(firstTab, toggle).mutate({ id: 1 });
    await expect.poll(() => persistedActions(storage)).toEqual([{ id: 1 }]);

    // A second tab opens while the first still waits: it restores the same toggle.
    const secondTab = createQueryClient();
    onlineManager.setOnline(false);
    await start(secondTab, storage).ready;
    expect(waiting(secondTab)).toEqual([{ id: 1 }]);

    onlineManager.setOnline(true);
    await expect(answer).resolves.toBe('toggle 1');
    await expect.poll(() => secondTab.getMutationCache().getAll()[0]?.state.data).toBe('toggle 1');
    // Sent twice, the toggle would have undone itself.
    expect(sent).toEqual(['toggle 1']);

    expect(Object.keys((await storage.sent.get()) ?? {})).toHaveLength(1);
    tokenStorage.clear('logout');
    await expect.poll(() => storage.sent.get()).toBeUndefined();
  });

  it("keeps each open tab's waiting actions on the disk; a tab opened later takes over only a closed tab's", async () => {
    const locks = tabLocks();
    const storage = memoryStorage();
    const firstTab = createQueryClient();
    const first = start(firstTab, storage);
    await first.ready;
    const secondTab = createQueryClient();
    await start(secondTab, storage).ready;
    onlineManager.setOnline(false);
    run(firstTab, toggle, { id: 1 });
    run(secondTab, put, { id: 2, to: 'b' });
    // Neither tab's write takes the other's action off the disk.
    await expect.poll(() => persistedActions(storage)).toHaveLength(2);
    expect(persistedActions(storage)).toEqual(expect.arrayContaining([{ id: 1 }, { id: 2, to: 'b' }]));

    // The first tab closes, offline; a third opens while the second is still open.
    first.stop();
    firstTab.unmount();
    locks.close(0);
    const thirdTab = createQueryClient();
    onlineManager.setOnline(false);
    await start(thirdTab, storage).ready;
    expect(waiting(thirdTab)).toEqual([{ id: 1 }]);

    onlineManager.setOnline(true);
    await expect.poll(() => [...sent].sort()).toEqual(['put 2 b', 'toggle 1']);
    await expect.poll(() => persistedActions(storage)).toEqual([]);
    expect(sent).toHaveLength(2);
  });

  it('sends a toggle that never waited at once, and keeps no answer of it', async () => {
    onTestFinished(grantLocksInTurn());
    const queryClient = createQueryClient();
    const storage = memoryStorage();
    await start(queryClient, storage).ready;
    run(queryClient, toggle, { id: 1 });
    await expect.poll(() => sent).toEqual(['toggle 1']);
    expect(await storage.sent.get()).toBeUndefined();
  });

  it('restores what was read after a reload, kept until written again', async () => {
    const storage = memoryStorage();
    const before = createQueryClient();
    const first = start(before, storage);
    await first.ready;
    const detail = readableOffline(
      queryOptions({ queryKey: ['tenders', 'detail', 7], queryFn: async () => ({ id: 7 }) }),
    );
    await before.fetchQuery(detail);
    await expect
      .poll(() => storage.saved()?.clientState.queries.map((query) => query.queryKey))
      .toEqual([['tenders', 'detail', 7]]);
    first.stop();
    before.unmount();

    const after = createQueryClient();
    await start(after, storage).ready;
    const restored = after.getQueryCache().find({ queryKey: ['tenders', 'detail', 7] });
    expect(restored?.state.data).toEqual({ id: 7 });
    // No page shows it yet: it must not be collected before the next write.
    expect(restored?.gcTime).toBe(Infinity);
  });

  it('keeps the access, which every page checks, whatever page was opened: never what did not opt in', async () => {
    const storage = memoryStorage();
    const queryClient = createQueryClient();
    await start(queryClient, storage).ready;
    // The main feed, which is not kept, and the access check beside it: nothing the user opened to read.
    await queryClient.fetchQuery(queryOptions({ queryKey: ['tenders', 'feed', 'main'], queryFn: async () => [] }));
    await queryClient.fetchQuery(
      neededOffline(
        queryOptions({ queryKey: ['subscription', 'status'], queryFn: async () => ({ accessLevel: 'full_access' }) }),
      ),
    );
    await expect
      .poll(() => storage.saved()?.clientState.queries.map((query) => query.queryKey))
      .toEqual([['subscription', 'status']]);
  });

  it('deletes the persisted queue at logout, and sends nothing of it for anybody', async () => {
    const storage = memoryStorage();
    const queryClient = createQueryClient();
    await start(queryClient, storage).ready;
    onlineManager.setOnline(false);
    run(queryClient, toggle, { id: 1 });
    await expect.poll(() => persistedActions(storage)).toEqual([{ id: 1 }]);

    tokenStorage.clear('logout');
    queryClient.clear();
    await expect.poll(() => storage.saved()).toBeUndefined();
    onlineManager.setOnline(true);
    // Resuming waits for the answer of every action still paused: anything the client still held is sent by then.
    await queryClient.resumePausedMutations();
    expect(sent).toEqual([]);
  });

  it('restores nothing an earlier user left when a user logs in', async () => {
    const storage = memoryStorage();
    const earlier = createQueryClient();
    const first = start(earlier, storage);
    await first.ready;
    onlineManager.setOnline(false);
    run(earlier, toggle, { id: 1 });
    await expect.poll(() => persistedActions(storage)).toEqual([{ id: 1 }]);
    first.stop();
    earlier.unmount();

    const next = createQueryClient();
    onlineManager.setOnline(false);
    await start(next, storage, true).ready;
    expect(storage.saved()).toBeUndefined();
    expect(waiting(next)).toEqual([]);
  });

  describe('when a session ends with changes waiting (issue #42)', () => {
    /** Two changes wait offline; then the refresh token is refused: the session ends, not by a logout. */
    async function sessionEndsWithTwoWaiting() {
      const storage = memoryStorage();
      const queryClient = createQueryClient();
      await start(queryClient, storage).ready;
      onlineManager.setOnline(false);
      run(queryClient, toggle, { id: 1 });
      run(queryClient, put, { id: 2, to: 'b' });
      const warning = vi.spyOn(notify, 'warning');
      tokenStorage.clear('expired');
      // What useClearCacheOnSignOut does as the tokens go.
      queryClient.clear();
      await expect.poll(() => storage.kept.get()).toMatchObject({ owner: 'user:a' });
      await expect.poll(() => storage.saved()).toBeUndefined();
      onlineManager.setOnline(true);
      await queryClient.resumePausedMutations();
      expect(sent).toEqual([]);
      return { storage, queryClient, warning };
    }

    it('says how many wait, and sends them, in order, once the same user has logged in again', async () => {
      const { storage, warning } = await sessionEndsWithTwoWaiting();
      expect(warning).toHaveBeenCalledWith(
        'Je sessie is afgelopen. 2 wijzigingen wachten: log opnieuw in om ze te versturen.',
      );

      tokenStorage.set({ access: 'a', refresh: 'r2' });
      await expect.poll(() => sent).toEqual(['toggle 1', 'put 2 b']);
      expect(await storage.kept.get()).toBeUndefined();
    });

    it('deletes them unseen when another user logs in', async () => {
      const { storage, queryClient } = await sessionEndsWithTwoWaiting();

      tokenStorage.set({ access: 'b', refresh: 'r2' });
      await expect.poll(() => storage.kept.get()).toBeUndefined();
      await queryClient.resumePausedMutations();
      expect(waiting(queryClient)).toEqual([]);
      expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
      expect(sent).toEqual([]);
    });
  });
});
