import type { QueryClient } from '@tanstack/react-query';
import { preferenceKeys } from './keys';

/**
 * Root keys of the queries a new AI profile changes. They are written out here because features do not
 * import each other: ['tenders'] is `tenderKeys.all` (features/tenders/api/keys.ts: every feed, main,
 * saved, rejected and past, and every detail) and ['counters'] is `counterKeys.all` (the panel's counts,
 * of which 'Actieve tender matches' follows the score).
 */
const TENDERS_ROOT = ['tenders'] as const;
const COUNTERS_ROOT = ['counters'] as const;

/** When processing ends, the feed switches to the scored order: refresh what depends on the profile (spec §4 Feed). */
export function refreshAfterProcessing(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: TENDERS_ROOT }),
    queryClient.invalidateQueries({ queryKey: COUNTERS_ROOT }),
    queryClient.invalidateQueries({ queryKey: preferenceKeys.all }),
  ]);
}
