import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { tokenStorage } from '@/api/early/token-storage';
import { QUERY } from '@/config/constants';
import { env } from '@/config/env';
import { findUserByEmail } from '@/mocks/domain/accounts';
import { subscriptionFor } from '@/mocks/domain/subscription';
import { server } from '@/mocks/server';
import { loginAs } from '@/mocks/testing';
import { useAccess } from '@/features/subscription/logged-in/use-access';
import { useSubscriptionStatus } from './subscription-status';
import { createQueryWrapper } from '@tests/utils/query-wrapper';

const STATUS_URL = `${env.API_URL}/${endpoints.payments.status}`;

/** Counts the status calls while the simulated backend keeps answering them. */
function countStatusCalls() {
  const calls = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname.endsWith(`/${endpoints.payments.status}`))
      calls.count += 1;
  });
  return calls;
}

function renderAccess() {
  const { wrapper, queryClient } = createQueryWrapper();
  return { queryClient, ...renderHook(() => useAccess(), { wrapper }) };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('subscription status query (spec §4, clarifications)', () => {
  it('is not asked for without a token', async () => {
    const calls = countStatusCalls();
    const { result } = renderAccess();
    await act(() => vi.advanceTimersByTimeAsync(QUERY.subscriptionRefetch * 2));
    expect(calls.count).toBe(0);
    expect(result.current).toMatchObject({ isChecking: false, hasFullAccess: false, accessLevel: null });
  });

  it('is refetched every 5 minutes while a token exists, and no longer once it is gone', async () => {
    loginAs('demo@tenderwijzer.be');
    const calls = countStatusCalls();
    const { result } = renderAccess();
    expect(result.current.isChecking).toBe(true);
    await waitFor(() => expect(result.current.hasFullAccess).toBe(true));
    expect(calls.count).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(QUERY.subscriptionRefetch - 1000));
    expect(calls.count).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(calls.count).toBe(2));

    act(() => tokenStorage.clear('logout'));
    await act(() => vi.advanceTimersByTimeAsync(QUERY.subscriptionRefetch * 2));
    expect(calls.count).toBe(2);
    // The logged-out user's answer is forgotten, so the next login cannot inherit it.
    expect(result.current).toMatchObject({ hasFullAccess: false, accessLevel: null });
  });

  it('stays fresh for 30 seconds: a second reader within that time asks nothing new', async () => {
    loginAs('demo@tenderwijzer.be');
    const calls = countStatusCalls();
    const { wrapper } = createQueryWrapper();
    const first = renderHook(() => useSubscriptionStatus(), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));

    await act(() => vi.advanceTimersByTimeAsync(QUERY.subscriptionStale - 5000));
    renderHook(() => useSubscriptionStatus(), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.count).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    renderHook(() => useSubscriptionStatus(), { wrapper });
    await waitFor(() => expect(calls.count).toBe(2));
  });

  it('moves a user whose access ends while the app is open to demo at the next refresh', async () => {
    loginAs('demo@tenderwijzer.be');
    const { result } = renderAccess();
    await waitFor(() => expect(result.current.accessLevel).toBe('full_access'));

    const user = findUserByEmail('demo@tenderwijzer.be');
    if (!user) throw new Error('demo account missing');
    user.subscription = subscriptionFor('needs_new_subscription', new Date());
    await act(() => vi.advanceTimersByTimeAsync(QUERY.subscriptionRefetch));
    await waitFor(() => expect(result.current.accessLevel).toBe('needs_new_subscription'));
    expect(result.current.hasFullAccess).toBe(false);
  });

  it('retries a failed check once, then treats the user as not subscribed', async () => {
    loginAs('demo@tenderwijzer.be');
    let calls = 0;
    server.use(
      http.get(STATUS_URL, () => {
        calls += 1;
        return HttpResponse.json({ detail: 'Onbeschikbaar' }, { status: 503 });
      }),
    );
    const { result } = renderAccess();
    await waitFor(() => expect(result.current.isChecking).toBe(false));
    expect(calls).toBe(2);
    expect(result.current).toMatchObject({ hasFullAccess: false, accessLevel: null });
  });

  it('a refresh that fails after a good answer takes full access away', async () => {
    loginAs('demo@tenderwijzer.be');
    const { result } = renderAccess();
    await waitFor(() => expect(result.current.hasFullAccess).toBe(true));

    server.use(http.get(STATUS_URL, () => HttpResponse.json({ detail: 'Onbeschikbaar' }, { status: 503 })));
    await act(() => vi.advanceTimersByTimeAsync(QUERY.subscriptionRefetch));
    await waitFor(() => expect(result.current.hasFullAccess).toBe(false));
  });

  it('a 401 is silent: no retry loop, no message, just no full access', async () => {
    loginAs('demo@tenderwijzer.be');
    let calls = 0;
    server.use(
      http.get(STATUS_URL, () => {
        calls += 1;
        return HttpResponse.json({ detail: 'Niet geautoriseerd' }, { status: 401 });
      }),
    );
    const { result } = renderAccess();
    await waitFor(() => expect(result.current.isChecking).toBe(false));
    // One call, one retry after the token refresh; the query itself does not retry a 401.
    expect(calls).toBe(2);
    expect(result.current).toMatchObject({ hasFullAccess: false, accessLevel: null });
    expect(document.body).toHaveTextContent('');
  });
});
