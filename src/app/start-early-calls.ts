import { callOf } from '@/api/early/api-call';
import { startEarlyCall } from '@/api/early/early-calls';
import { endpoints } from '@/api/early/endpoints';
import { decodeAccessToken, tokenStorage } from '@/api/early/token-storage';
import { lastSawFullAccess } from '@/features/subscription/lib/full-access-memory';
import { findRoute } from './route-table';

/**
 * A page of the app asks the subscription status once React has loaded, and a subscriber's feed or detail
 * asks its data only once the status has said full access: on a phone network, two round trips after the
 * code. The entry asks the status as soon as it runs, beside the code, for a token that has not expired,
 * and a page's first calls (first-calls.ts) when this browser last saw full access for this user. The API
 * client takes their answers (early-call-adapter.ts), so nothing shows before the status allows it.
 * What it gains: docs/decisions/109.
 */
export function startEarlyCalls({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const access = tokenStorage.get()?.access;
  const claims = decodeAccessToken(access);
  if (!access || claims?.exp === undefined || claims.exp * 1000 <= Date.now()) return;
  const route = findRoute(pathname);
  if (route?.layout !== 'app') return;
  startEarlyCall(callOf(endpoints.payments.status), access);
  const page = route.firstCalls;
  if (!page || !lastSawFullAccess(claims.user_id)) return;
  import('@/app/first-calls/first-calls')
    .then(({ firstCalls }) => firstCalls[page](pathname, search).forEach((call) => startEarlyCall(call, access)))
    .catch(() => undefined);
}
