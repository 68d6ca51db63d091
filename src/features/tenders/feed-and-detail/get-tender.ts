import { queryOptions, useQuery } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { parseResponse } from '@/api/parse';
import { QUERY } from '@/config/constants';
import { readableOffline } from '@/api/offline/readable-offline';
import { shouldRetry } from '@/api/query-client';
import { tenderKeys } from '@/features/tenders/logged-in/keys';
import { tenderInfoCall } from '@/features/tenders/first-calls/requests';
import { TenderInfoResponseSchema, type Tender } from '@/features/tenders/model/schemas';

/** Spec §5: a detail fetch without a usable id fails with exactly this text. */
export class MissingTenderIdError extends Error {
  constructor() {
    super('No ID provided');
    this.name = 'MissingTenderIdError';
  }
}

export async function getTender(id: number | undefined, signal?: AbortSignal): Promise<Tender> {
  if (id === undefined || !Number.isInteger(id)) throw new MissingTenderIdError();
  const { endpoint, params } = tenderInfoCall(id);
  const response = await bearerClient.get(endpoint, { params, signal });
  return parseResponse(TenderInfoResponseSchema, response.data, endpoint);
}

const retryDetail = shouldRetry(QUERY.detailRetry);

/**
 * Stale time 0 (spec §7 wins over §9's five minutes): a detail is always fetched fresh. Readable offline
 * (issue #26): it stays in memory for the session, to be written to the persisted cache, instead of spec
 * §7's cache time 0.
 */
export function tenderQueryOptions(id: number | undefined) {
  return readableOffline(
    queryOptions({
      queryKey: tenderKeys.detail(id ?? Number.NaN),
      queryFn: ({ signal }) => getTender(id, signal),
      staleTime: QUERY.detailStale,
      gcTime: QUERY.detailGc,
      // Retrying cannot conjure an id; fail at once so the page shows its error instead of waiting.
      retry: (failureCount, error) => !(error instanceof MissingTenderIdError) && retryDetail(failureCount, error),
    }),
  );
}

export function useTender(id: number | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...tenderQueryOptions(id), enabled });
}
