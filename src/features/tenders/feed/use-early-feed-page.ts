import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { feedQueryOptions } from '@/features/tenders/feed/get-feed';
import { tenderKeys, type FeedKind } from '@/features/tenders/logged-in/keys';
import type { FeedFilters } from '@/features/tenders/feed/feed-filters';

type EarlyFeedPageOptions = {
  /** From the subscription status; null while it is being checked. */
  hasFullAccess: boolean | null;
  /** While checking: this browser last saw full access for this user. */
  expectsFullAccess: boolean;
  filters: FeedFilters;
};

/**
 * A returning subscriber's first feed page, asked beside the subscription status instead of after it
 * (clarifications.md 'Demo mode'). Nothing shows it before the status says full access; when the status
 * says otherwise, every feed answer is dropped from the cache. The guess is the sorted feed: an incomplete
 * profile then asks the unsorted one after all, as without this.
 */
export function useEarlyFeedPage(kind: FeedKind, { hasFullAccess, expectsFullAccess, filters }: EarlyFeedPageOptions) {
  const queryClient = useQueryClient();
  const asked = useRef(false);
  const early = hasFullAccess === null && expectsFullAccess;
  useEffect(() => {
    if (!early || asked.current) return;
    asked.current = true;
    void queryClient.prefetchInfiniteQuery(feedQueryOptions(kind, { unsorted: false, filters }));
  }, [early, kind, filters, queryClient]);
  useEffect(() => {
    if (hasFullAccess !== false || !asked.current) return;
    void queryClient.cancelQueries({ queryKey: tenderKeys.lists() });
    queryClient.removeQueries({ queryKey: tenderKeys.lists() });
  }, [hasFullAccess, queryClient]);
}
