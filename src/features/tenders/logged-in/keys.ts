import type { FeedFilters } from '@/features/tenders/feed/feed-filters';

export type FeedKind = 'main' | 'saved' | 'rejected' | 'past';

/** What decides which call a feed makes; only the main feed has an unsorted variant. */
export type FeedParams = { unsorted: boolean; filters?: FeedFilters };

/**
 * One key factory for every tender query, general to specific, so a mutation can reach
 * "all feeds", "every saved-feed variant" or "this tender's detail" in one line.
 * Feeds are infinite queries; no plain `useQuery` ever uses a `list` key.
 */
export const tenderKeys = {
  all: ['tenders'] as const,
  lists: () => [...tenderKeys.all, 'list'] as const,
  feed: (kind: FeedKind) => [...tenderKeys.lists(), kind] as const,
  list: (kind: FeedKind, params: FeedParams) =>
    [...tenderKeys.feed(kind), { unsorted: kind === 'main' && params.unsorted, ...params.filters }] as const,
  details: () => [...tenderKeys.all, 'detail'] as const,
  detail: (id: number) => [...tenderKeys.details(), id] as const,
};
