import { QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { bearerClient } from '@/api/bearer-client';
import { ApiSchemaError } from '@/api/schema-error';
import { tokenStorage } from '@/api/early/token-storage';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { createQueryClient, shouldRetry } from './query-client';

const URL = `${env.API_URL}/test/status/`;

/** Runs one query with the app's own client against an endpoint that always answers `status`. */
async function callsFor(status: number) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  tokenStorage.set({ access: 'fresh', refresh: 'r1' });
  let calls = 0;
  server.use(
    http.get(URL, () => {
      calls += 1;
      return HttpResponse.json({ detail: 'Nee' }, { status });
    }),
  );
  const observer = new QueryObserver(createQueryClient(), {
    queryKey: ['status', status],
    queryFn: () => bearerClient.get('test/status/'),
  });
  const settled = new Promise<void>((resolve) => {
    const unsubscribe = observer.subscribe((result) => {
      if (result.status === 'error') {
        unsubscribe();
        resolve();
      }
    });
  });
  // Past React Query's retry delay.
  await vi.advanceTimersByTimeAsync(5000);
  await settled;
  return calls;
}

describe('React Query retries', () => {
  it.each([400, 403, 404, 409, 422, 429])('does not retry a %i answer', async (status) => {
    expect(await callsFor(status)).toBe(1);
  });

  it('does not retry a 401 beyond the bearer client’s one refresh-and-retry', async () => {
    server.use(http.post(`${env.API_URL}/auth/token/refresh/`, () => HttpResponse.json({ access: 'fresh' })));
    // The call, then its one retry after the refresh: no query retry on top.
    expect(await callsFor(401)).toBe(2);
  });

  it('retries a server error once by default', async () => {
    expect(await callsFor(503)).toBe(2);
  });

  it('retries a lost connection but not a body of the wrong shape', () => {
    const retry = shouldRetry(3);
    expect(retry(0, { isAxiosError: true, code: 'ERR_NETWORK' })).toBe(true);
    expect(retry(3, { isAxiosError: true, code: 'ERR_NETWORK' })).toBe(false);
    expect(retry(0, new ApiSchemaError('test/status/', []))).toBe(false);
  });
});
