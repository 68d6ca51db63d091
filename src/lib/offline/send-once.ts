import type { MutationFunctionContext } from '@tanstack/react-query';
import { OFFLINE_CACHE } from '@/config/offline-cache';
import { toggleSender } from './mutation-state';

/** The queued actions this tab wrote to the persisted cache or restored from it: another tab may hold them too. */
export const sharedActions = new WeakSet<object>();

type SentToggles = Record<string, { at: number; answer: unknown }>;

function readSent(): SentToggles {
  try {
    return JSON.parse(localStorage.getItem(OFFLINE_CACHE.sentToggles) ?? '{}') as SentToggles;
  } catch {
    return {};
  }
}

/** Keeps an answer for as long as a persisted copy of its toggle could still be restored. */
function keepSent(key: string, answer: unknown) {
  const now = Date.now();
  const kept = Object.entries(readSent()).filter(([, sent]) => now - sent.at < OFFLINE_CACHE.maxAge);
  localStorage.setItem(
    OFFLINE_CACHE.sentToggles,
    JSON.stringify(Object.fromEntries([...kept, [key, { at: now, answer }]])),
  );
}

/** Runs `task` under the send lock shared by every tab of this origin; without Web Locks (jsdom), at once. */
async function acrossTabs<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(OFFLINE_CACHE.sendLock, task) : task();
}

/**
 * From now on, a toggle that another tab may hold too (restored from the same persisted queue) reaches the API
 * once: the first tab to send it does so under a Web Lock and keeps the answer; a tab that comes second takes
 * that answer as its own, as if it had sent the toggle. A restored copy keeps its kind, the moment it was made
 * and what it acts on: together they name the toggle in every tab.
 */
export function sendTogglesOnce(): void {
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
    return acrossTabs(async () => {
      const sent = readSent()[key];
      if (sent) return sent.answer as T;
      const answer = await send();
      keepSent(key, answer);
      return answer;
    });
  };
}
