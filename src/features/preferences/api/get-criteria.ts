import { queryOptions, useQuery } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/endpoints';
import { parseResponse } from '@/api/parse';
import { preferenceKeys } from './keys';
import { MatchingCriteriaSchema, type MatchingCriteria } from './schemas';

export async function getCriteria(signal?: AbortSignal): Promise<MatchingCriteria> {
  const response = await bearerClient.get(endpoints.users.criteria, { signal });
  return parseResponse(MatchingCriteriaSchema, response.data, endpoints.users.criteria);
}

export function criteriaQueryOptions() {
  return queryOptions({ queryKey: preferenceKeys.criteria(), queryFn: ({ signal }) => getCriteria(signal) });
}

export function useCriteria({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...criteriaQueryOptions(), enabled });
}
