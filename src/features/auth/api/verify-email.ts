import { queryOptions, useQuery } from '@tanstack/react-query';
import { anonymousClient } from '@/api/anonymous-client';
import { endpoints } from '@/api/early/endpoints';
import { readConfirmation } from './read-confirmation';

export async function verifyEmail(uid: string, token: string, signal?: AbortSignal) {
  const endpoint = endpoints.auth.verifyEmail(uid, token);
  const response = await anonymousClient.get(endpoint, { signal });
  return readConfirmation(response.data);
}

/**
 * A query, not a mutation, so the page's mount (twice under StrictMode) makes one call. A link is used
 * once: never refetched, never retried.
 */
export function verifyEmailQueryOptions(uid: string, token: string) {
  return queryOptions({
    queryKey: ['auth', 'verify-email', uid, token] as const,
    queryFn: ({ signal }) => verifyEmail(uid, token, signal),
    staleTime: Infinity,
    retry: false,
  });
}

export function useVerifyEmail(uid: string | undefined, token: string | undefined) {
  return useQuery({ ...verifyEmailQueryOptions(uid ?? '', token ?? ''), enabled: Boolean(uid && token) });
}
