import type { MutationFunctionContext } from '@tanstack/react-query';
import { OFFLINE_CACHE } from '@/config/offline-cache';
import { acrossTabs } from '@/api/across-tabs';
import { toggleSender } from '@/api/offline/mutation-state';

/** The queued actions this tab wrote to the persisted cache or restored from it: another tab may hold them too. */
export const sharedActions = new WeakSet<object>();

/** The answers to the toggles sent from a persisted queue, by the toggle's name, with when each was sent. */
export type SentToggles = Record<string, { at: number; answer: unknown }>;

/** Where the answers are kept: beside the persisted client (persisted-cache.ts), where every tab reads the same. */
export type SentStore = {
  get: () => Promise<SentToggles | undefined>;
  set: (sent: SentToggles) => Promise<void>;
};

/** Keeps an answer for as long as a persisted copy of its toggle could still be restored. */
async function keepSent(store: SentStore, key: string, answer: unknown) {
  const now = Date.now();
  const kept = Object.entries((await store.get()) ?? {}).filter(([, sent]) => now - sent.at < OFFLINE_CACHE.maxAge);
  await store.set(Object.fromEntries([...kept, [key, { at: now, answer }]]));
}

/**
 * From now on, a toggle that another tab may hold too (restored from the same persisted queue) reaches the API
 * once: the first tab to send it does so under a Web Lock and keeps the answer; a tab that comes second takes
 * that answer as its own, as if it had sent the toggle. A restored copy keeps its kind, the moment it was made
 * and what it acts on: together they name the toggle in every tab.
 */
export function sendTogglesOnce(store: SentStore): void {
  toggleSender.send = async <T>(
    send: () => Promise<T>,
    variables: unknown,
    { client, mutationKey }: MutationFunctionContext,
  ): Promise<T> => {
    const mutation = client
      .getMutationCache()
      .findAll({ mutationKey, exact: true })
      .findLast((candidate) => candidate.state.variables === variables);
    if (!mutation || !sharedActions.has(mutation)) return send();
    const key = JSON.stringify([mutationKey, mutation.state.submittedAt, variables]);
    return acrossTabs(OFFLINE_CACHE.sendLock, async () => {
      const sent = (await store.get().catch(() => undefined))?.[key];
      if (sent) return sent.answer as T;
      const answer = await send();
      // Kept before the lock is released. Not in localStorage: Chromium hands its changes to other tabs
      // after a delay, so the tab that takes the lock next could still read the answer as missing.
      await keepSent(store, key, answer).catch(() => undefined);
      return answer;
    });
  };
}
