import type { PersistedClient } from '@tanstack/react-query-persist-client';
import type { ClientStorage, KeptQueue } from '@/lib/offline/persisted-cache';
import type { SentToggles } from '@/lib/offline/send-once';

/** The persisted client and its answers in memory instead of IndexedDB, copied on the way in and out as IndexedDB would. */
export function memoryClientStorage(): ClientStorage & { saved: () => PersistedClient | undefined } {
  let saved: PersistedClient | undefined;
  let sent: SentToggles | undefined;
  let kept: KeptQueue | undefined;
  return {
    saved: () => saved,
    get: async () => saved && structuredClone(saved),
    set: async (client) => {
      saved = structuredClone(client);
    },
    del: async () => {
      saved = undefined;
      sent = undefined;
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
