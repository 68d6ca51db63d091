import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { session } from '@/api/early/session';
import { paths } from '@/config/paths';

/** Forgets the tokens and every cached answer, then goes home (spec §2: Uitloggen → /). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    // The reason tells a page guard to send the user home rather than to /login.
    session.logout();
    queryClient.clear();
    void navigate(paths.home.getHref());
  }, [queryClient, navigate]);
}
