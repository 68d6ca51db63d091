import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { parseResponse } from '@/api/parse';
import { QUERY } from '@/config/constants';
import { useSession } from '@/hooks/frame/use-session';
import { neededOffline } from '@/api/offline/readable-offline';
import { shouldRetry } from '@/api/query-client';
import { subscriptionKeys } from './keys';
import { SubscriptionStatusSchema } from './schemas';

async function getSubscriptionStatus() {
  const response = await bearerClient.get(endpoints.payments.status);
  return parseResponse(SubscriptionStatusSchema, response.data, endpoints.payments.status);
}

/** Kept offline from any page (neededOffline): every page checks the access. */
export function subscriptionStatusQueryOptions() {
  return neededOffline(
    queryOptions({
      queryKey: subscriptionKeys.status(),
      queryFn: getSubscriptionStatus,
      staleTime: QUERY.subscriptionStale,
      gcTime: QUERY.subscriptionGc,
      refetchInterval: QUERY.subscriptionRefetch,
      retry: shouldRetry(QUERY.subscriptionRetry),
    }),
  );
}

/**
 * Subscription status while a token exists (spec §4): fetched at once, refetched every 5 minutes, so a
 * subscription that ends while the app is open turns into demo mode at the next refresh. Errors,
 * including a 401, stay silent: callers treat them as not subscribed.
 */
export function useSubscriptionStatus() {
  const { isAuthenticated } = useSession();
  const queryClient = useQueryClient();
  const query = useQuery({ ...subscriptionStatusQueryOptions(), enabled: isAuthenticated });
  // Declared after useQuery so the query is already disabled when this runs (a reset refetches enabled queries).
  useEffect(() => {
    // Without a token (expired session, logout in another tab) the last answer belongs to whoever was
    // logged in: forget it, so the next login starts from a fresh check rather than someone else's access.
    if (!isAuthenticated) void queryClient.resetQueries({ queryKey: subscriptionKeys.status(), exact: true });
  }, [isAuthenticated, queryClient]);
  return query;
}
