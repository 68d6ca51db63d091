import { http, HttpResponse } from 'msw';
import { v } from '@/api/schema';
import { describe, expect, it, vi } from 'vitest';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { errorMessage, errorStatus } from '@/api/errors';
import { ApiSchemaError } from '@/api/schema-error';
import { parseResponse } from '@/api/parse';
import { session } from '@/lib/frame/session';
import { tokenStorage } from '@/api/early/token-storage';
import { TIMEOUTS } from '@/config/constants';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { FAULTS, faultResponse } from '../fault-tolerance/harness';

const PROTECTED = `${env.API_URL}/test/protected/`;
const REFRESH = `${env.API_URL}/${endpoints.auth.refresh}`;

/** A protected endpoint that accepts only `Bearer fresh`, and a refresh endpoint that counts its calls. */
function useTokenServer({ refreshStatus = 200, refreshBody = { access: 'fresh' } as object } = {}) {
  const calls = { refresh: 0, protected: 0, refreshBodies: [] as unknown[] };
  server.use(
    http.get(PROTECTED, ({ request }) => {
      calls.protected += 1;
      return request.headers.get('Authorization') === 'Bearer fresh'
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json({ detail: 'Token is ongeldig of verlopen' }, { status: 401 });
    }),
    http.post(REFRESH, async ({ request }) => {
      calls.refresh += 1;
      calls.refreshBodies.push(await request.json());
      return HttpResponse.json(refreshBody, { status: refreshStatus });
    }),
  );
  return calls;
}

describe('bearer client', () => {
  it('sends the stored access token as a bearer header', async () => {
    tokenStorage.set({ access: 'fresh', refresh: 'r1' });
    const calls = useTokenServer();
    await expect(bearerClient.get('test/protected/')).resolves.toMatchObject({ data: { ok: true } });
    expect(calls).toMatchObject({ refresh: 0, protected: 1 });
  });

  it('refreshes once for any number of concurrent 401s and retries each call once', async () => {
    tokenStorage.set({ access: 'stale', refresh: 'r1' });
    const calls = useTokenServer();
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => bearerClient.get('test/protected/')));
    expect(results.every((response) => response.status === 200)).toBe(true);
    expect(calls.refresh).toBe(1);
    expect(calls.refreshBodies).toEqual([{ refresh: 'r1' }]);
    expect(calls.protected).toBe(10);
    // The refresh answer had no refresh token: the old one is kept (readings §3).
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}')).toEqual({ access: 'fresh', refresh: 'r1' });
  });

  it('stores a rotated refresh token when the server sends one', async () => {
    tokenStorage.set({ access: 'stale', refresh: 'r1' });
    useTokenServer({ refreshBody: { access: 'fresh', refresh: 'r2' } });
    await bearerClient.get('test/protected/');
    expect(tokenStorage.get()).toEqual({ access: 'fresh', refresh: 'r2' });
  });

  it('retries a call only once: a second 401 is returned to the caller', async () => {
    tokenStorage.set({ access: 'stale', refresh: 'r1' });
    const calls = useTokenServer({ refreshBody: { access: 'still-wrong' } });
    await expect(bearerClient.get('test/protected/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls).toMatchObject({ refresh: 1, protected: 2 });
  });

  it('clears the stored auth when the refresh fails', async () => {
    tokenStorage.set({ access: 'stale', refresh: 'expired' });
    const calls = useTokenServer({ refreshStatus: 401, refreshBody: { detail: 'Token is ongeldig of verlopen' } });
    await expect(bearerClient.get('test/protected/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls.refresh).toBe(1);
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('clears the stored auth without calling refresh when there is no refresh token', async () => {
    localStorage.setItem('auth', JSON.stringify({ access: 'stale' }));
    const calls = useTokenServer();
    await expect(bearerClient.get('test/protected/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls.refresh).toBe(0);
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('retries with the stored token, without refreshing again, when a refresh finished after the call left', async () => {
    tokenStorage.set({ access: 'stale', refresh: 'r1' });
    const calls = useTokenServer();
    // The server answers only after another tab (or an earlier 401) has stored a fresh token.
    server.use(
      http.get(PROTECTED, ({ request }) => {
        calls.protected += 1;
        if (request.headers.get('Authorization') === 'Bearer fresh') return HttpResponse.json({ ok: true });
        tokenStorage.set({ access: 'fresh', refresh: 'r2' });
        return HttpResponse.json({ detail: 'Token is ongeldig of verlopen' }, { status: 401 });
      }),
    );
    await expect(bearerClient.get('test/protected/')).resolves.toMatchObject({ data: { ok: true } });
    expect(calls).toMatchObject({ refresh: 0, protected: 2 });
    expect(tokenStorage.get()).toEqual({ access: 'fresh', refresh: 'r2' });
  });

  it('refreshes under a lock shared by all tabs and skips the call when another tab refreshed meanwhile', async () => {
    tokenStorage.set({ access: 'stale', refresh: 'r1' });
    const calls = useTokenServer();
    const lockNames: string[] = [];
    // While this tab waits for the lock, the other tab holding it stores its new tokens.
    const locks = {
      request: async (name: string, task: () => Promise<unknown>) => {
        lockNames.push(name);
        tokenStorage.set({ access: 'fresh', refresh: 'r2' });
        return task();
      },
    };
    vi.stubGlobal('navigator', { ...globalThis.navigator, locks });
    try {
      await expect(bearerClient.get('test/protected/')).resolves.toMatchObject({ data: { ok: true } });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(lockNames).toEqual(['tw.token-refresh']);
    expect(calls.refresh).toBe(0);
    expect(tokenStorage.get()).toEqual({ access: 'fresh', refresh: 'r2' });
  });

  it.each(FAULTS)(
    'keeps the session when the refresh answers %s, says the server is out of reach and tries again later',
    async (fault) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      tokenStorage.set({ access: 'stale', refresh: 'r1' });
      const calls = useTokenServer();
      let refreshes = 0;
      server.use(
        http.post(REFRESH, () => {
          refreshes += 1;
          return faultResponse(fault);
        }),
      );
      const outcome = Promise.all(
        [1, 2, 3].map(() => bearerClient.get('test/protected/').catch((error: unknown) => error)),
      );
      if (fault === 'timeout') await vi.advanceTimersByTimeAsync(TIMEOUTS.default + 1000);
      const errors = await outcome;
      // Each call fails as the refresh did (not as a refused token), after one refresh and no loop.
      expect(errors.map(errorStatus)).toEqual(Array(3).fill(fault === '500' ? 500 : undefined));
      expect(calls.protected).toBe(3);
      expect(refreshes).toBe(1);
      expect(tokenStorage.get()).toEqual({ access: 'stale', refresh: 'r1' });
      expect(session.get().state).toBe('offline');

      // The server is back: the next try, after the backoff, stores the new token.
      server.use(http.post(REFRESH, () => HttpResponse.json({ access: 'fresh' })));
      await vi.advanceTimersByTimeAsync(2_000);
      await vi.waitFor(() => expect(session.get().state).toBe('signed-in'));
      expect(tokenStorage.get()).toEqual({ access: 'fresh', refresh: 'r1' });
    },
  );

  it.each([400, 401])('ends the session when the refresh answers %i', async (status) => {
    tokenStorage.set({ access: 'stale', refresh: 'r1' });
    useTokenServer({ refreshStatus: status, refreshBody: { detail: 'Token is ongeldig of verlopen' } });
    await expect(bearerClient.get('test/protected/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(tokenStorage.get()).toBeNull();
    expect(session.get().state).toBe('ended');
  });

  it('a logout while the refresh is on its way wins: its answer is not stored', async () => {
    tokenStorage.set({ access: 'stale', refresh: 'r1' });
    const calls = useTokenServer();
    server.use(
      http.post(REFRESH, () => {
        calls.refresh += 1;
        // 'Uitloggen', here or in another tab (they share `auth`), before the answer arrives.
        session.logout();
        return HttpResponse.json({ access: 'fresh', refresh: 'r2' });
      }),
    );
    await expect(bearerClient.get('test/protected/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls.refresh).toBe(1);
    expect(tokenStorage.get()).toBeNull();
    expect(session.get().state).toBe('signed-out');
  });

  it('a session ended in another tab while the refresh is on its way stays ended', async () => {
    tokenStorage.set({ access: 'stale', refresh: 'r1' });
    useTokenServer();
    server.use(
      http.post(REFRESH, () => {
        tokenStorage.clear('expired');
        return HttpResponse.json({ access: 'fresh', refresh: 'r2' });
      }),
    );
    await expect(bearerClient.get('test/protected/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(tokenStorage.get()).toBeNull();
    expect(session.get().state).toBe('ended');
  });

  it('neither refreshes nor turns a logout into an expiry when the tokens went while a call was out', async () => {
    tokenStorage.set({ access: 'stale', refresh: 'r1' });
    const calls = useTokenServer();
    server.use(
      http.get(PROTECTED, () => {
        calls.protected += 1;
        // The user logged out (here or in another tab) before this answer came back.
        tokenStorage.clear('logout');
        return HttpResponse.json({ detail: 'Token is ongeldig of verlopen' }, { status: 401 });
      }),
    );
    await expect(bearerClient.get('test/protected/')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls.refresh).toBe(0);
    expect(tokenStorage.lastClearReason()).toBe('logout');
  });

  it('retries with the Authorization header of the token stored by the refresh', async () => {
    tokenStorage.set({ access: 'stale', refresh: 'r1' });
    const calls = useTokenServer({ refreshBody: { access: 'fresh', refresh: 'r2' } });
    const headers: (string | null)[] = [];
    server.use(
      http.get(PROTECTED, ({ request }) => {
        headers.push(request.headers.get('Authorization'));
      }),
    );
    await bearerClient.get('test/protected/');
    expect(headers).toEqual(['Bearer stale', `Bearer ${tokenStorage.get()?.access}`]);
    expect(calls.refresh).toBe(1);
  });

  it('does not refresh for other errors', async () => {
    tokenStorage.set({ access: 'fresh', refresh: 'r1' });
    const calls = useTokenServer();
    server.use(http.get(PROTECTED, () => HttpResponse.json({ detail: 'Kapot' }, { status: 500 })));
    await expect(bearerClient.get('test/protected/')).rejects.toMatchObject({ response: { status: 500 } });
    expect(calls.refresh).toBe(0);
  });

  it('reports a network error in Dutch', async () => {
    tokenStorage.set({ access: 'fresh', refresh: 'r1' });
    server.use(http.get(PROTECTED, () => HttpResponse.error()));
    const error = await bearerClient.get('test/protected/').catch((caught: unknown) => caught);
    expect(errorMessage(error)).toBe('Geen verbinding met de server.');
  });
});

describe('parseResponse', () => {
  const Schema = v.object({ count: v.number(), results: v.array(v.object({ id: v.number() })) });

  it('returns the parsed data when the shape matches', () => {
    expect(parseResponse(Schema, { count: 1, results: [{ id: 3 }] }, 'tenders/')).toEqual({
      count: 1,
      results: [{ id: 3 }],
    });
  });

  it('rejects a mismatch with a clear Dutch message naming the endpoint and field', () => {
    const run = () => parseResponse(Schema, { count: 1, results: [{ id: 'drie' }] }, 'matched-tenders/');
    expect(run).toThrow(ApiSchemaError);
    expect(run).toThrow('Onverwacht antwoord van de server voor matched-tenders/ (results.0.id).');
  });
});
