import { queryOptions, useQuery } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { parseResponse } from '@/api/parse';
import { QUERY } from '@/config/constants';
import { useSession } from '@/hooks/frame/use-session';
import { neededOffline } from '@/api/offline/readable-offline';
import { shouldRetry } from '@/api/query-client';
import { preferenceKeys } from './keys';
import { CompletenessResponseSchema } from './schemas';

/** Completeness percentage; a failed fetch counts as 0 (spec §8). */
async function getCompleteness(): Promise<number> {
  try {
    const response = await bearerClient.get(endpoints.users.completeness);
    return parseResponse(CompletenessResponseSchema, response.data, endpoints.users.completeness)
      .completenessPercentage;
  } catch {
    return 0;
  }
}

/** Kept offline from any page (neededOffline): the side panel beside every page. */
export function completenessQueryOptions() {
  return neededOffline(
    queryOptions({
      queryKey: preferenceKeys.completeness(),
      queryFn: getCompleteness,
      gcTime: QUERY.completenessGc,
      retry: shouldRetry(QUERY.completenessRetry),
    }),
  );
}

export function useCompleteness() {
  const { isAuthenticated } = useSession();
  return useQuery({ ...completenessQueryOptions(), enabled: isAuthenticated });
}
