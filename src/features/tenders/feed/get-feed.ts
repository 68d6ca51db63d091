import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { nextPageParam } from '@/lib/lists/paging';
import { parseResponse } from '@/api/parse';
import { QUERY } from '@/config/constants';
import { readableOffline } from '@/api/offline/readable-offline';
import { shouldRetry } from '@/api/query-client';
import { tenderKeys, type FeedKind, type FeedParams } from '@/features/tenders/logged-in/keys';
import { feedPageCall } from '@/features/tenders/first-calls/requests';
import type { TenderPage } from '@/features/tenders/model/schemas';
import { FeedPageSchema } from './feed-tender';

// Typed on Error so the query's error type stays Error rather than being widened by `unknown`.
const retryFeed: (failureCount: number, error: Error) => boolean = shouldRetry(QUERY.feedRetry);

export async function getFeedPage(
  kind: FeedKind,
  params: FeedParams,
  page: number,
  signal?: AbortSignal,
): Promise<TenderPage> {
  const { endpoint, params: query } = feedPageCall(kind, params, page);
  const response = await bearerClient.get(endpoint, { params: query, signal });
  return parseResponse(FeedPageSchema, response.data, endpoint);
}

/** The saved feed is readable offline (issue #26); the others need the connection. */
export function feedQueryOptions(kind: FeedKind, params: FeedParams) {
  const options = infiniteQueryOptions({
    queryKey: tenderKeys.list(kind, params),
    queryFn: ({ pageParam, signal }) => getFeedPage(kind, params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage: TenderPage) => nextPageParam(lastPage.next),
    staleTime: QUERY.listStale,
    gcTime: QUERY.listGc,
    retry: retryFeed,
  });
  return kind === 'saved' ? readableOffline(options) : options;
}

type UseFeedOptions = FeedParams & {
  /** False in demo mode, where the main feed shows the bundled sample tenders without a call. */
  enabled?: boolean;
};

export function useFeed(kind: FeedKind, { unsorted, filters, enabled = true }: UseFeedOptions) {
  return useInfiniteQuery({ ...feedQueryOptions(kind, { unsorted, filters }), enabled });
}
