import type { DehydratedState } from '@tanstack/react-query';
import { OFFLINE_CACHE } from '@/config/offline-cache';
import { acrossTabs } from '@/api/across-tabs';

export type QueuedMutations = DehydratedState['mutations'];

/**
 * Each open tab's waiting actions, stored apart by the tab's name (issue #42): a tab writes only its own, so no
 * tab's write removes another's waiting action from the disk.
 */
export type TabQueues = {
  all: () => Promise<Record<string, QueuedMutations>>;
  set: (tab: string, mutations: QueuedMutations) => Promise<void>;
  del: (tabs: readonly string[]) => Promise<void>;
};

const tabLock = (tab: string) => `${OFFLINE_CACHE.tabLock}${tab}`;

/** A new name for this tab's queue, with its Web Lock, held while the tab is open (released when it closes). */
export function openTab(): string {
  const tab = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    void navigator.locks.request(tabLock(tab), () => new Promise<never>(() => {}));
  }
  return tab;
}

/** The tabs still open (their lock held); null where Web Locks cannot say (jsdom, Firefox 93–95). */
async function openTabs(): Promise<Set<string> | null> {
  if (typeof navigator === 'undefined' || typeof navigator.locks?.query !== 'function') return null;
  const { held = [] } = await navigator.locks.query();
  const prefix = tabLock('');
  return new Set(held.flatMap(({ name }) => (name?.startsWith(prefix) ? [name.slice(prefix.length)] : [])));
}

/**
 * Takes the queues of the tabs that are gone (closed, also mid-send) over as this tab's own and returns their
 * actions: each waiting action is then held by one open tab, which sends it. A tab still open keeps its own.
 * Without Web Locks every other tab's queue is taken, as before issue #42 (send-once.ts then sends a toggle
 * two tabs hold once).
 */
export function adoptQueues(queues: TabQueues, tab: string): Promise<QueuedMutations> {
  return acrossTabs(OFFLINE_CACHE.adoptLock, async () => {
    const [all, open] = await Promise.all([queues.all(), openTabs()]);
    const gone = Object.keys(all).filter((other) => other !== tab && !open?.has(other));
    const adopted = gone.flatMap((other) => all[other] ?? []);
    // Written as this tab's before the others are deleted: a tab closed meanwhile leaves them to the next.
    if (adopted.length > 0) await queues.set(tab, [...(all[tab] ?? []), ...adopted]);
    await queues.del(gone);
    return adopted;
  });
}
