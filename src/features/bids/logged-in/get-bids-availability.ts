import { queryOptions, useQuery } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { bidEndpoints } from './endpoints';
import { bidKeys } from './keys';
import { errorStatus } from '@/api/errors';
import { neededOffline } from '@/api/offline/readable-offline';

/**
 * `available`: the API has the extension; `demo`: it has, but this user lacks full access (403: the
 * sheet shows as a demo); `absent`: 404, an API without it, where nothing of the bids shows.
 */
export type BidsAvailability = 'available' | 'demo' | 'absent';

const statusOf: Record<number, BidsAvailability> = { 403: 'demo', 404: 'absent' };

export async function getBidsAvailability(signal?: AbortSignal): Promise<BidsAvailability> {
  try {
    // One Bid is enough to know; an API that ignores page_size answers the whole page, which works the same.
    await bearerClient.get(bidEndpoints.list, { params: { page: 1, page_size: 1 }, signal });
    return 'available';
  } catch (error) {
    const known = statusOf[errorStatus(error) ?? 0];
    if (known) return known;
    throw error;
  }
}

/**
 * Asked once a session: whether an API has an extension does not change while the app runs. Kept offline
 * with the detail, so a sheet opened online can be opened there offline.
 */
export function bidsAvailabilityQueryOptions() {
  return neededOffline(
    queryOptions({
      queryKey: bidKeys.availability(),
      queryFn: ({ signal }) => getBidsAvailability(signal),
      staleTime: Infinity,
    }),
  );
}

/**
 * What the probe has said: its answer; `unknown` once asking failed otherwise than with a 404 (a server error,
 * a call that got no answer), which says nothing of the extension; null while it is first asked, and when it
 * is not (`enabled: false`: a visitor, who has no Bids to ask about).
 */
export type BidsProbe = BidsAvailability | 'unknown' | null;

export function useBidsProbe({ enabled = true }: { enabled?: boolean } = {}): BidsProbe {
  const query = useQuery({ ...bidsAvailabilityQueryOptions(), enabled });
  if (query.data) return query.data;
  // Still unknown while it is asked again (a component that mounts asks a failed query again, and it reads as
  // pending meanwhile): the extension's page would otherwise give way to the loading state and back.
  return query.errorUpdateCount > 0 ? 'unknown' : null;
}

/** The availability, or `absent` while it is asked and when asking failed: then nothing of the bids shows. */
export function useBidsAvailability(): BidsAvailability {
  const probe = useBidsProbe();
  return probe === null || probe === 'unknown' ? 'absent' : probe;
}
