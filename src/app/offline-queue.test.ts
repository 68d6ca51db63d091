import { MutationObserver, onlineManager, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenStorage } from '@/api/token-storage';
import { createThrottledPersister, type ClientStorage } from '@/lib/offline/idb-persister';
import { startOfflinePersistence } from '@/lib/offline/offline-persistence';
import { isWaiting, queuedAction } from '@/lib/offline/queued-action';
import { createQueryClient } from '@/lib/query-client';

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

// An API that toggles (as save and reject do), and one where the last value counts (as a bid's stage).
const toggle = queuedAction(
  { mutationKey: ['test', 'toggle'], mutationFn: ({ id }: { id: number }) => send(`toggle ${id}`) },
  { key: ({ id }) => String(id), mode: 'toggle' },
);
const move = queuedAction(
  { mutationKey: ['test', 'move'], mutationFn: ({ id, to }: { id: number; to: string }) => send(`move ${id} ${to}`) },
  { key: ({ id }) => String(id), mode: 'latest' },
);
const ACTIONS = [toggle, move];

function memoryStorage(): ClientStorage & { saved: () => PersistedClient | undefined } {
  let saved: PersistedClient | undefined;
  return {
    saved: () => saved,
    get: async () => saved && structuredClone(saved),
    set: async (client) => {
      saved = structuredClone(client);
    },
    del: async () => {
      saved = undefined;
    },
  };
}

function start(queryClient: QueryClient, storage: ClientStorage) {
  queryClient.mount();
  return startOfflinePersistence({
    queryClient,
    persister: createThrottledPersister(storage, 0),
    loadActions: async () => ACTIONS,
    identity: () => (tokenStorage.get() ? 'user:7' : null),
  });
}

function run<T>(queryClient: QueryClient, action: typeof toggle | typeof move, variables: T) {
  void new MutationObserver(queryClient, action as never).mutate(variables as never).catch(() => undefined);
}

const waiting = (queryClient: QueryClient) =>
  queryClient
    .getMutationCache()
    .getAll()
    .filter(isWaiting)
    .map((mutation) => mutation.state.variables);

const persistedActions = (storage: ReturnType<typeof memoryStorage>) =>
  storage.saved()?.clientState.mutations.map((mutation) => mutation.state.variables);

describe('the offline action queue', () => {
  beforeEach(() => {
    sent = [];
    running = 0;
    mostAtOnce = 0;
    tokenStorage.set({ access: 'a', refresh: 'r' });
  });
  afterEach(() => onlineManager.setOnline(true));

  it('sends the actions made offline one at a time, in the order they were made', async () => {
    const queryClient = createQueryClient();
    start(queryClient, memoryStorage());
    onlineManager.setOnline(false);
    run(queryClient, toggle, { id: 1 });
    run(queryClient, move, { id: 2, to: 'b' });
    run(queryClient, toggle, { id: 3 });
    expect(waiting(queryClient)).toHaveLength(3);
    expect(sent).toEqual([]);

    onlineManager.setOnline(true);
    await expect.poll(() => sent).toEqual(['toggle 1', 'move 2 b', 'toggle 3']);
    expect(mostAtOnce).toBe(1);
  });

  it('takes a toggle undone while waiting out of the queue, and keeps only the latest of a replaced value', async () => {
    const queryClient = createQueryClient();
    start(queryClient, memoryStorage());
    onlineManager.setOnline(false);
    run(queryClient, toggle, { id: 1 });
    run(queryClient, move, { id: 2, to: 'a' });
    run(queryClient, toggle, { id: 1 });
    run(queryClient, move, { id: 2, to: 'b' });
    run(queryClient, toggle, { id: 3 });
    expect(waiting(queryClient)).toEqual([{ id: 2, to: 'b' }, { id: 3 }]);

    onlineManager.setOnline(true);
    await expect.poll(() => sent).toEqual(['move 2 b', 'toggle 3']);
  });

  it('keeps the queue across a reload and sends each action exactly once when back online', async () => {
    const storage = memoryStorage();
    const before = createQueryClient();
    const first = start(before, storage);
    await first.ready;
    onlineManager.setOnline(false);
    run(before, toggle, { id: 1 });
    run(before, move, { id: 2, to: 'c' });
    await expect.poll(() => persistedActions(storage)).toEqual([{ id: 1 }, { id: 2, to: 'c' }]);
    // The tab closes: its client never comes online again.
    first.stop();
    before.unmount();

    const after = createQueryClient();
    onlineManager.setOnline(false);
    await start(after, storage).ready;
    expect(waiting(after)).toEqual([{ id: 1 }, { id: 2, to: 'c' }]);

    onlineManager.setOnline(true);
    await expect.poll(() => sent).toEqual(['toggle 1', 'move 2 c']);
    await expect.poll(() => persistedActions(storage)).toEqual([]);
    expect(sent).toHaveLength(2);
  });

  it('deletes the persisted queue at logout, and restores nothing for the next user', async () => {
    const storage = memoryStorage();
    const queryClient = createQueryClient();
    await start(queryClient, storage).ready;
    onlineManager.setOnline(false);
    run(queryClient, toggle, { id: 1 });
    await expect.poll(() => persistedActions(storage)).toEqual([{ id: 1 }]);

    tokenStorage.clear('logout');
    await expect.poll(() => storage.saved()).toBeUndefined();
    expect(waiting(queryClient)).toEqual([]);
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });
});
