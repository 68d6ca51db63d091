import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { tokenStorage } from '@/api/early/token-storage';
import { STORAGE_KEYS } from '@/config/constants';

/**
 * Forgets every cached answer, this tab's session flags, the remembered payment banner and what the API
 * offered of the Bids extension as soon as the tokens are gone, however they went: 'Uitloggen' here, a logout
 * in another tab, or a session that could not be refreshed. Whoever logs in next in this tab never sees the
 * previous user's data.
 */
export function useClearCacheOnSignOut() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let signedIn = tokenStorage.get() !== null;
    return tokenStorage.subscribe(() => {
      const wasSignedIn = signedIn;
      signedIn = tokenStorage.get() !== null;
      if (!wasSignedIn || signedIn) return;
      queryClient.clear();
      sessionStorage.removeItem(STORAGE_KEYS.verifyBannerClosed);
      localStorage.removeItem(STORAGE_KEYS.paymentBanner);
      localStorage.removeItem(STORAGE_KEYS.bidsExtension);
    });
  }, [queryClient]);
}
