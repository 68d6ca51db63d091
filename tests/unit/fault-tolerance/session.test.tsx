import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { STORAGE_KEYS } from '@/config/constants';
import { env } from '@/config/env';
import { accountKeys } from '@/features/account/api/keys';
import { server } from '@/mocks/server';
import { whenPageSettles } from '@/api/when-queries-settle';
import { expiredAccessTokenFor, loginAs } from '@/mocks/testing';
import { renderApp } from '@tests/utils/render';
import { guardUnhandledRejections } from './harness';

const DEMO = 'demo@tenderwijzer.be';
const REFRESH_URL = `${env.API_URL}/${endpoints.auth.refresh}`;

/** Counts refresh calls and lets the simulated backend answer them, or answers with `status`. */
function countRefreshes(status?: number) {
  const calls = { count: 0 };
  server.use(
    http.post(REFRESH_URL, () => {
      calls.count += 1;
      return status ? HttpResponse.json({ detail: 'Token is ongeldig of verlopen' }, { status }) : undefined;
    }),
  );
  return calls;
}

/** Stores a correctly signed but expired access token beside a refresh token, as after a night away. */
function expireAccessToken() {
  const { refresh } = loginAs(DEMO);
  localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify({ access: expiredAccessTokenFor(DEMO), refresh }));
}

/** What another tab's change of `auth` looks like to this one: the storage changes, then the event. */
function otherTab(change: () => void) {
  const oldValue = localStorage.getItem(STORAGE_KEYS.auth);
  change();
  const newValue = localStorage.getItem(STORAGE_KEYS.auth);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.auth, oldValue, newValue }));
  });
}

/** The first whole-app render loads the lazy routes, which takes a few seconds on a busy machine. */
const SLOW = { timeout: 10_000 };
const profileShown = () => screen.findByDisplayValue('Lotte', {}, SLOW);

describe('session under faults', { timeout: 20_000 }, () => {
  guardUnhandledRejections();

  it('refreshes an access token that expired mid-session once and carries on', async () => {
    expireAccessToken();
    const refreshes = countRefreshes();
    const { router } = renderApp('/account');
    expect(await profileShown()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    // The account page makes several calls at once; their 401s shared one refresh.
    expect(refreshes.count).toBe(1);
  });

  it('sends the user to /login with the page to return to when the refresh fails, without looping', async () => {
    expireAccessToken();
    const refreshes = countRefreshes(401);
    const { router, queryClient } = renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirectTo=%2Faccount');
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    // A loop keeps a call going (a retry, another refresh): once the page has settled, none is left.
    await whenPageSettles(queryClient);
    expect(refreshes.count).toBe(1);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('follows a logout in another tab: home, with the cached answers gone', async () => {
    loginAs(DEMO);
    const { router, queryClient } = renderApp('/account');
    expect(await profileShown()).toBeInTheDocument();
    expect(queryClient.getQueryData(accountKeys.me())).toBeDefined();

    otherTab(() => {
      localStorage.setItem(STORAGE_KEYS.authClearReason, 'logout');
      localStorage.removeItem(STORAGE_KEYS.auth);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(queryClient.getQueryData(accountKeys.me())).toBeUndefined();
    expect(screen.queryByDisplayValue('Lotte')).not.toBeInTheDocument();
  });

  it('follows an expiry in another tab to /login, remembering the page', async () => {
    loginAs(DEMO);
    const { router } = renderApp('/account');
    expect(await profileShown()).toBeInTheDocument();
    otherTab(() => {
      localStorage.setItem(STORAGE_KEYS.authClearReason, 'expired');
      localStorage.removeItem(STORAGE_KEYS.auth);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2Faccount');
  });

  it('follows a login in another tab from /login to the page the user wanted', async () => {
    const { router } = renderApp('/login?redirectTo=%2Faccount');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' }, SLOW)).toBeInTheDocument();
    otherTab(() => loginAs(DEMO));
    expect(await profileShown()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('keeps the cache when another tab only refreshed the token', async () => {
    loginAs(DEMO);
    const { queryClient } = renderApp('/account');
    expect(await profileShown()).toBeInTheDocument();
    otherTab(() => loginAs(DEMO));
    expect(queryClient.getQueryData(accountKeys.me())).toBeDefined();
    expect(screen.getByDisplayValue('Lotte')).toBeInTheDocument();
  });
});
