import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { session } from '@/lib/frame/session';
import { paths } from '@/config/paths';
import { tp } from '@/i18n/offline';
import { waitsInQueue } from '@/api/offline/mutation-state';

/**
 * Forgets the tokens and every cached answer, then goes home (spec §2: Uitloggen → /). With changes still
 * waiting to be sent (issue #42), it asks first: the logout deletes them, with everything else of the user on
 * this device. The browser's own confirm: modal, focused and read out everywhere, and no code on every page.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const waiting = queryClient.getMutationCache().getAll().filter(waitsInQueue).length;
    if (waiting > 0 && !window.confirm(tp('offline.logoutWithWaiting', waiting))) return;
    // The reason tells a page guard to send the user home rather than to /login.
    session.logout();
    queryClient.clear();
    void navigate(paths.home.getHref());
  }, [queryClient, navigate]);
}
