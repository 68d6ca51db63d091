import { queryOptions, useQuery } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { parseResponse } from '@/api/parse';
import { ApiSchemaError } from '@/api/schema-error';
import { preferenceKeys } from '@/features/preferences/logged-in/keys';
import { PreferencesSchema, PREFERENCE_FIELDS, type Preferences } from '@/features/preferences/logged-in/schemas';

export async function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  const response = await bearerClient.get(endpoints.users.preferences, { signal });
  const data: unknown = response.data;
  // An empty profile lists its fields as null. A body with none of them is no profile: shown as empty,
  // 'Profiel opslaan en verwerken' would overwrite the saved profile with nulls.
  if (typeof data !== 'object' || data === null || !PREFERENCE_FIELDS.some((field) => field in data)) {
    throw new ApiSchemaError(endpoints.users.preferences, []);
  }
  return parseResponse(PreferencesSchema, data, endpoints.users.preferences);
}

export function preferencesQueryOptions() {
  return queryOptions({ queryKey: preferenceKeys.own(), queryFn: ({ signal }) => getPreferences(signal) });
}

export function usePreferences({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...preferencesQueryOptions(), enabled });
}
