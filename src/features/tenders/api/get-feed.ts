import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/endpoints';
import { nextPageParam } from '@/api/paging';
import { parseResponse } from '@/api/parse';
import { API_LANGUAGE, QUERY } from '@/config/constants';
import { readableOffline } from '@/lib/offline/readable-offline';
import { shouldRetry } from '@/lib/query-client';
import { tenderKeys, type FeedKind, type FeedParams } from './keys';
import { TenderPageSchema, type TenderPage } from './schemas';

const BY_SCORE = '-overall_score';
const BY_PUBLICATION = '-publication_date';

// Typed on Error so the query's error type stays Error rather than being widened by `unknown`.
const retryFeed: (failureCount: number, error: Error) => boolean = shouldRetry(QUERY.feedRetry);

/** Which endpoint and ordering a feed uses (spec §4 Feed, §7 Tenders). */
export function feedRequest(kind: FeedKind, { unsorted }: FeedParams): { endpoint: string; ordering: string } {
  switch (kind) {
    case 'main':
      return unsorted
        ? { endpoint: endpoints.tenders.unsorted, ordering: BY_PUBLICATION }
        : { endpoint: endpoints.tenders.matched, ordering: BY_SCORE };
    case 'saved':
      return { endpoint: endpoints.tenders.saved, ordering: BY_SCORE };
    case 'rejected':
      return { endpoint: endpoints.tenders.rejected, ordering: BY_SCORE };
    case 'past':
      return { endpoint: endpoints.tenders.past, ordering: BY_SCORE };
  }
}

export async function getFeedPage(
  kind: FeedKind,
  params: FeedParams,
  page: number,
  signal?: AbortSignal,
): Promise<TenderPage> {
  const { endpoint, ordering } = feedRequest(kind, params);
  // Filters are optional extensions (docs/api-contract.md): only those set are sent.
  const response = await bearerClient.get(endpoint, {
    params: { language: API_LANGUAGE, page, ordering, ...params.filters },
    signal,
  });
  return parseResponse(TenderPageSchema, response.data, endpoint);
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
