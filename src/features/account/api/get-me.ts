import { queryOptions, useQuery } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { parseResponse } from '@/api/parse';
import { accountKeys } from './keys';
import { MeResponseSchema, type User } from './schemas';

export async function getMe(signal?: AbortSignal): Promise<User> {
  const response = await bearerClient.get(endpoints.users.me, { signal });
  return parseResponse(MeResponseSchema, response.data, endpoints.users.me);
}

export function meQueryOptions() {
  return queryOptions({ queryKey: accountKeys.me(), queryFn: ({ signal }) => getMe(signal) });
}

export function useMe({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...meQueryOptions(), enabled });
}
