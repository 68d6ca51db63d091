import { queryOptions, useQuery } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { parseResponse } from '@/api/parse';
import { TIMINGS } from '@/config/constants';
import { preferenceKeys } from './keys';
import { ProcessingStatusSchema } from './schemas';

export async function getProcessingStatus(signal?: AbortSignal): Promise<boolean> {
  const response = await bearerClient.get(endpoints.users.processingStatus, { signal });
  return parseResponse(ProcessingStatusSchema, response.data, endpoints.users.processingStatus).isProcessing;
}

/** A live status: never served from cache without asking (spec §4 polls it "also once immediately"). */
export function processingStatusQueryOptions() {
  return queryOptions({
    queryKey: preferenceKeys.processingStatus(),
    queryFn: ({ signal }) => getProcessingStatus(signal),
    staleTime: 0,
  });
}

type UseProcessingStatusOptions = {
  enabled?: boolean;
  /** Stop polling once the server says processing is over (the preferences page); the feed keeps polling. */
  untilDone?: boolean;
};

/** Polls every 10 s while enabled (spec §4 Feed and Preferences). */
export function useProcessingStatus({ enabled = true, untilDone = false }: UseProcessingStatusOptions = {}) {
  return useQuery({
    ...processingStatusQueryOptions(),
    enabled,
    refetchInterval: (query) => (untilDone && query.state.data === false ? false : TIMINGS.processingPoll),
  });
}
