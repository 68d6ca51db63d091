import type { QueryClient } from '@tanstack/react-query';
import { counterKeys } from '@/features/counters';
import { tenderKeys } from '@/features/tenders/logged-in/keys';
import { preferenceKeys } from './keys';

/**
 * When processing ends, the feed switches to the scored order: refresh what depends on the matching profile
 * (spec §4 Feed): every feed and detail, the panel's counts ('Actieve tender matches' follows the score) and
 * the profile itself.
 */
export function refreshAfterProcessing(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tenderKeys.all }),
    queryClient.invalidateQueries({ queryKey: counterKeys.all }),
    queryClient.invalidateQueries({ queryKey: preferenceKeys.all }),
  ]);
}
