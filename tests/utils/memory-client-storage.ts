import type { PersistedClient } from '@tanstack/react-query-persist-client';
import type { ClientStorage, KeptQueue } from '@/lib/offline/persisted-cache';
import type { SentToggles } from '@/lib/offline/send-once';
import type { QueuedMutations } from '@/lib/offline/tab-queues';

/** The persisted client and its answers in memory instead of IndexedDB, copied on the way in and out as IndexedDB would. */
export function memoryClientStorage(): ClientStorage & {
  saved: () => PersistedClient | undefined;
  /** Every tab's waiting actions, as written. */
  queued: () => QueuedMutations;
} {
  let saved: PersistedClient | undefined;
  let queues: Record<string, QueuedMutations> = {};
  let sent: SentToggles | undefined;
  let kept: KeptQueue | undefined;
  return {
    saved: () => saved,
    queued: () => Object.values(queues).flat(),
    get: async () => saved && structuredClone(saved),
    set: async (client) => {
      saved = structuredClone(client);
    },
    del: async () => {
      saved = undefined;
      sent = undefined;
      queues = {};
    },
    queues: {
      all: async () => structuredClone(queues),
      set: async (tab, mutations) => {
        queues[tab] = structuredClone(mutations);
      },
      del: async (tabs) => {
        for (const tab of tabs) Reflect.deleteProperty(queues, tab);
      },
    },
    sent: {
      get: async () => sent && structuredClone(sent),
      set: async (answers) => {
        sent = structuredClone(answers);
      },
    },
    kept: {
      get: async () => kept && structuredClone(kept),
      set: async (queue) => {
        kept = structuredClone(queue);
      },
      del: async () => {
        kept = undefined;
      },
    },
  };
}
