import { queryOptions, useQuery } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/endpoints';
import { errorStatus } from '@/api/errors';
import { bidKeys } from './keys';

/**
 * `available`: the API has the extension; `locked`: it has, but this user lacks full access (403: the
 * sheet shows as an example); `absent`: 404, an API without it, where nothing of the bids shows.
 */
export type BidsAvailability = 'available' | 'locked' | 'absent';

const statusOf: Record<number, BidsAvailability> = { 403: 'locked', 404: 'absent' };

export async function getBidsAvailability(signal?: AbortSignal): Promise<BidsAvailability> {
  try {
    await bearerClient.get(endpoints.bids.list, { params: { page: 1 }, signal });
    return 'available';
  } catch (error) {
    const known = statusOf[errorStatus(error) ?? 0];
    if (known) return known;
    throw error;
  }
}

/** Asked once a session: whether an API has an extension does not change while the app runs. */
export function bidsAvailabilityQueryOptions() {
  return queryOptions({
    queryKey: bidKeys.availability(),
    queryFn: ({ signal }) => getBidsAvailability(signal),
    staleTime: Infinity,
  });
}

/** The availability, or `absent` while it is asked and when asking failed: then nothing of the bids shows. */
export function useBidsAvailability(): BidsAvailability {
  return useQuery(bidsAvailabilityQueryOptions()).data ?? 'absent';
}
