import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { waitsInQueue } from '@/api/offline/mutation-state';

/** How many of the user's changes wait to be sent: offline, or sent without an answer and to be sent again. */
export function useWaitingCount(): number {
  const mutations = useQueryClient().getMutationCache();
  const subscribe = useCallback((onChange: () => void) => mutations.subscribe(onChange), [mutations]);
  return useSyncExternalStore(subscribe, () => mutations.getAll().filter(waitsInQueue).length);
}
