import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { tokenStorage } from '@/api/token-storage';
import { paths } from '@/config/paths';

/** Goes home, then forgets the tokens and every cached answer (spec §2: Uitloggen → /). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // Leave the protected page first, or its guard would send the user to /login instead of home.
    await navigate(paths.home.getHref());
    tokenStorage.clear();
    queryClient.clear();
  }, [queryClient, navigate]);
}
