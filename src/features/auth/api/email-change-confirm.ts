import { queryOptions, useQuery } from '@tanstack/react-query';
import { anonymousClient } from '@/api/anonymous-client';
import { endpoints } from '@/api/early/endpoints';
import { readConfirmation } from './read-confirmation';

export async function confirmEmailChange(uid: string, token: string, signal?: AbortSignal) {
  const endpoint = endpoints.auth.emailChangeConfirm(uid, token);
  const response = await anonymousClient.get(endpoint, { signal });
  return readConfirmation(response.data);
}

/**
 * A query so the page's mount makes one call; a link is used once: never refetched, never retried.
 * The page invalidates the account's `me` query on success (features do not import each other).
 */
export function emailChangeConfirmQueryOptions(uid: string, token: string) {
  return queryOptions({
    queryKey: ['auth', 'email-change-confirm', uid, token] as const,
    queryFn: ({ signal }) => confirmEmailChange(uid, token, signal),
    staleTime: Infinity,
    retry: false,
  });
}

export function useEmailChangeConfirm(uid: string | undefined, token: string | undefined) {
  return useQuery({ ...emailChangeConfirmQueryOptions(uid ?? '', token ?? ''), enabled: Boolean(uid && token) });
}
