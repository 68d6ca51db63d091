import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAs } from '@/mocks/testing';
import { useCancelSubscription } from './cancel-subscription';
import { useReactivateSubscription } from './reactivate-subscription';
import { subscriptionStatusQueryOptions } from '@/features/subscription/status/subscription-status';
import { createQueryWrapper } from '@tests/utils/query-wrapper';

describe('subscription mutations against the simulated backend', () => {
  it('cancels at period end and reactivates, the status following each step', async () => {
    loginAs('demo@tenderwijzer.be');
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(
      () => ({
        status: useQuery(subscriptionStatusQueryOptions()),
        cancel: useCancelSubscription(),
        reactivate: useReactivateSubscription(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.status.data?.accessLevel).toBe('full_access'));

    await act(() => result.current.cancel.mutateAsync());
    await waitFor(() => expect(result.current.status.data?.willCancelAtPeriodEnd).toBe(true));
    expect(result.current.status.data?.accessLevel).toBe('full_access_cancels_soon');

    await act(() => result.current.reactivate.mutateAsync());
    await waitFor(() => expect(result.current.status.data?.accessLevel).toBe('full_access'));
  });
});
