import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { useCancelSubscription } from './cancel-subscription';
import { useReactivateSubscription } from './reactivate-subscription';
import { subscriptionStatusQueryOptions } from '@/features/subscription/status/subscription-status';
import { createQueryWrapper } from '@tests/utils/query-wrapper';

/** Status and cancel/reactivate endpoints over one in-test subscription. */
function paymentsBackend() {
  let willCancelAtPeriodEnd = false;
  const status = () =>
    HttpResponse.json({
      status: 'active',
      isActive: true,
      willCancelAtPeriodEnd,
      currentPeriodEnd: '2026-06-30T00:00:00Z',
      accessLevel: willCancelAtPeriodEnd ? 'full_access_cancels_soon' : 'full_access',
    });
  server.use(
    http.get(`${env.API_URL}/payments/status/`, status),
    http.post(`${env.API_URL}/payments/cancel-subscription/`, () => {
      willCancelAtPeriodEnd = true;
      return HttpResponse.json({ message: 'Opgezegd' });
    }),
    http.post(`${env.API_URL}/payments/reactivate-subscription/`, () => {
      willCancelAtPeriodEnd = false;
      return HttpResponse.json({ message: 'Heractiveerd' });
    }),
  );
}

function renderBilling() {
  const { wrapper } = createQueryWrapper();
  return renderHook(
    () => ({
      status: useQuery(subscriptionStatusQueryOptions()),
      cancel: useCancelSubscription(),
      reactivate: useReactivateSubscription(),
    }),
    { wrapper },
  );
}

describe('cancel and reactivate', () => {
  it('cancelling refreshes the status to "cancels at period end"', async () => {
    paymentsBackend();
    const { result } = renderBilling();
    await waitFor(() => expect(result.current.status.data?.willCancelAtPeriodEnd).toBe(false));

    act(() => result.current.cancel.mutate());
    await waitFor(() => expect(result.current.status.data?.willCancelAtPeriodEnd).toBe(true));
    expect(result.current.status.data?.accessLevel).toBe('full_access_cancels_soon');
  });

  it('reactivating refreshes the status back to full access', async () => {
    paymentsBackend();
    const { result } = renderBilling();
    await waitFor(() => expect(result.current.status.isSuccess).toBe(true));
    act(() => result.current.cancel.mutate());
    await waitFor(() => expect(result.current.status.data?.willCancelAtPeriodEnd).toBe(true));

    act(() => result.current.reactivate.mutate());
    await waitFor(() => expect(result.current.status.data?.accessLevel).toBe('full_access'));
  });

  it('a failed cancel leaves the status alone and reports the error', async () => {
    paymentsBackend();
    server.use(
      http.post(`${env.API_URL}/payments/cancel-subscription/`, () =>
        HttpResponse.json({ detail: 'Stripe onbereikbaar' }, { status: 502 }),
      ),
    );
    const { result } = renderBilling();
    await waitFor(() => expect(result.current.status.isSuccess).toBe(true));

    act(() => result.current.cancel.mutate());
    await waitFor(() => expect(result.current.cancel.isError).toBe(true));
    expect(result.current.status.data?.willCancelAtPeriodEnd).toBe(false);
  });
});
