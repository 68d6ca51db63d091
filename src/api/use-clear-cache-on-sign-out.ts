import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { session } from '@/lib/frame/session';
import { OFFLINE } from '@/api/offline/offline-config';
import type { DeviceEvent } from '@/lib/device-storage/after-session-event';

function afterSessionEvent(event: DeviceEvent) {
  import('@/lib/device-storage/after-session-event')
    .then((module) => module.afterSessionEvent(event))
    .catch(() => {
      // Its code could not be fetched (offline): the next start finds the leftovers and removes them.
    });
}

/**
 * Forgets every cached answer as soon as the tokens go or change hands, however they went: 'Uitloggen' here,
 * a logout in another tab, a session that ended, another user's login; and removes what the device keeps of
 * the user (src/lib/device-storage/after-session-event.ts, loaded then). A tab that starts after a session
 * ended, or with the offline data of nobody logged in, removes it too. Whoever logs in next in this tab never
 * sees the previous user's data.
 */
export function useClearCacheOnSignOut() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { state } = session.get();
    if (state === 'ended') afterSessionEvent({ type: 'found', state });
    else if (state === 'signed-out' && localStorage.getItem(OFFLINE.kept) !== null)
      afterSessionEvent({ type: 'found', state });
    return session.onEvent((event) => {
      if (event.type !== 'logged-in') queryClient.clear();
      afterSessionEvent(event);
    });
  }, [queryClient]);
}
