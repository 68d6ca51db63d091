import { queryOptions, useQuery } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { bidEndpoints } from '@/features/bids/logged-in/endpoints';
import { errorStatus } from '@/api/errors';
import { parseResponse } from '@/api/parse';
import { readableOffline } from '@/api/offline/readable-offline';
import { bidKeys } from '@/features/bids/logged-in/keys';
import { BidSchema, type Bid } from '@/features/bids/model/schemas';

/** The user's Bid for a tender, or null when there is none yet (404). */
export async function getBid(tenderId: number, signal?: AbortSignal): Promise<Bid | null> {
  const endpoint = bidEndpoints.one(tenderId);
  try {
    const response = await bearerClient.get(endpoint, { signal });
    return parseResponse(BidSchema, response.data, endpoint);
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

/**
 * Always fetched fresh when the sheet opens: another tab or device may have changed it. Readable offline
 * (issue #26): a sheet opened online opens offline too.
 */
export function bidQueryOptions(tenderId: number) {
  return readableOffline(
    queryOptions({
      queryKey: bidKeys.detail(tenderId),
      queryFn: ({ signal }) => getBid(tenderId, signal),
      staleTime: 0,
    }),
  );
}

export function useBid(tenderId: number) {
  return useQuery(bidQueryOptions(tenderId));
}
