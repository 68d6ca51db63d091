import { queryOptions, useQuery } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/endpoints';
import { parseResponse } from '@/api/parse';
import { QUERY } from '@/config/constants';
import { useSession } from '@/hooks/use-session';
import { shouldRetry } from '@/lib/query-client';
import { subscriptionKeys } from './keys';
import { SubscriptionStatusSchema } from './schemas';

async function getSubscriptionStatus() {
  const response = await bearerClient.get(endpoints.payments.status);
  return parseResponse(SubscriptionStatusSchema, response.data, endpoints.payments.status);
}

export function subscriptionStatusQueryOptions() {
  return queryOptions({
    queryKey: subscriptionKeys.status(),
    queryFn: getSubscriptionStatus,
    staleTime: QUERY.subscriptionStale,
    gcTime: QUERY.subscriptionGc,
    refetchInterval: QUERY.subscriptionRefetch,
    retry: shouldRetry(QUERY.subscriptionRetry),
  });
}

/** Subscription status while a token exists (spec §4); errors, including a 401, stay silent. */
export function useSubscriptionStatus() {
  const { isAuthenticated } = useSession();
  return useQuery({ ...subscriptionStatusQueryOptions(), enabled: isAuthenticated });
}
