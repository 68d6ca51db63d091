import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { session } from '@/lib/frame/session';

/**
 * The session was `offline` (its refresh could not reach the server) and a later try worked: what failed
 * meanwhile is asked again, so the screens fill in without a reload.
 */
export function useRefetchWhenServerBack() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let before = session.get().state;
    return session.subscribe(() => {
      const now = session.get().state;
      if (before === 'offline' && now === 'signed-in')
        void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
      if (now !== 'refreshing') before = now;
    });
  }, [queryClient]);
}
