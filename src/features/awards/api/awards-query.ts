import { queryOptions, useQuery } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { errorStatus } from '@/api/errors';
import { readableOffline } from '@/api/offline/readable-offline';
import { awardEndpoints } from './endpoints';
import { awardKeys } from './keys';

/**
 * What `GET /tenders/{id}/awards/` said: its body, still unread (the section's code reads it, use-awards.ts);
 * `demo`, the API has the extension but the user lacks full access (403); `absent`, an API without it (404),
 * where nothing of the awards shows.
 */
export type AwardsCall = { kind: 'available'; body: unknown } | { kind: 'demo' } | { kind: 'absent' };

const kindOf: Record<number, 'demo' | 'absent'> = { 403: 'demo', 404: 'absent' };

export async function callAwards(tenderId: number, signal?: AbortSignal): Promise<AwardsCall> {
  try {
    const response = await bearerClient.get(awardEndpoints.ofTender(tenderId), { signal });
    return { kind: 'available', body: response.data as unknown };
  } catch (error) {
    const kind = kindOf[errorStatus(error) ?? 0];
    if (kind) return { kind };
    throw error;
  }
}

/**
 * The detail carries only this call, not the schema that reads its answer (at its 200 KB budget): the section
 * and the sheet read it when they open. Readable offline with the tender it belongs to.
 */
export function awardsQueryOptions(tenderId: number) {
  return readableOffline(
    queryOptions({
      queryKey: awardKeys.ofTender(tenderId),
      queryFn: ({ signal }) => callAwards(tenderId, signal),
      staleTime: 10 * 60_000,
    }),
  );
}

/** Whether and how the API answers a tender's past awards (optional extension 'Awards'). */
export function useAwardsCall(tenderId: number) {
  return useQuery(awardsQueryOptions(tenderId));
}
