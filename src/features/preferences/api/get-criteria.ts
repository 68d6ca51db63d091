import { queryOptions, useQuery } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/endpoints';
import { parseResponse } from '@/api/parse';
import { ApiSchemaError } from '@/api/schema-error';
import { preferenceKeys } from './keys';
import { MatchingCriteriaSchema, PREFERENCE_FIELDS, type MatchingCriteria } from './schemas';

export async function getCriteria(signal?: AbortSignal): Promise<MatchingCriteria> {
  const response = await bearerClient.get(endpoints.users.criteria, { signal });
  const data: unknown = response.data;
  // An empty profile lists its fields as null. A body with none of them is no profile: shown as empty,
  // 'Profiel opslaan en verwerken' would overwrite the saved profile with nulls.
  if (typeof data !== 'object' || data === null || !PREFERENCE_FIELDS.some((field) => field in data)) {
    throw new ApiSchemaError(endpoints.users.criteria, []);
  }
  return parseResponse(MatchingCriteriaSchema, data, endpoints.users.criteria);
}

export function criteriaQueryOptions() {
  return queryOptions({ queryKey: preferenceKeys.criteria(), queryFn: ({ signal }) => getCriteria(signal) });
}

export function useCriteria({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...criteriaQueryOptions(), enabled });
}
