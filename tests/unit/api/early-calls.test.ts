import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { bearerClient } from '@/api/bearer-client';
import { startEarlyCall } from '@/api/early/early-calls';
import { endpoints } from '@/api/early/endpoints';
import { decodeAccessToken, tokenStorage } from '@/api/early/token-storage';
import { firstCalls } from '@/app/first-calls/first-calls';
import { startEarlyCalls } from '@/app/start-early-calls';
import { EARLY_CALL_MAX_AGE, STORAGE_KEYS } from '@/config/constants';
import { env } from '@/config/env';
import { getProcessingStatus } from '@/features/preferences/logged-in/get-processing-status';
import { getFeedPage } from '@/features/tenders/feed/get-feed';
import { getTender } from '@/features/tenders/feed-and-detail/get-tender';
import { server } from '@/mocks/server';
import { expiredAccessTokenFor, loginAs } from '@/mocks/testing';

/** Every request the simulated backend sees from now on, as path and query. */
function watchRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

const api = (path: string) => `${new URL(env.API_URL).pathname}/${path}`;

/** Logged in as a subscriber whom this browser last saw with full access, as the status will say again. */
function returningSubscriber(): string {
  const { access } = loginAs('demo@tenderwijzer.be');
  localStorage.setItem(STORAGE_KEYS.fullAccessUser, decodeAccessToken(access)?.user_id ?? '');
  return access;
}

describe("the entry's early calls", () => {
  it("answers a returning subscriber's feed calls: each is asked once, by the entry", async () => {
    returningSubscriber();
    const seen = watchRequests();
    startEarlyCalls({ pathname: '/tenders', search: '' });
    // The page's first calls follow the status once their module has loaded; the app's come later still.
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    const [status, page] = await Promise.all([
      bearerClient.get(endpoints.payments.status),
      getFeedPage('main', { unsorted: false }, 1),
      bearerClient.get(endpoints.users.completeness),
      getProcessingStatus(),
    ]);
    expect(status.data).toMatchObject({ accessLevel: 'full_access' });
    expect(page.results.length).toBeGreaterThan(0);
    expect(seen.sort()).toEqual(
      [
        api(endpoints.payments.status),
        api(`${endpoints.tenders.matched}?language=NL&page=1&ordering=-overall_score`),
        api(endpoints.users.completeness),
        api(endpoints.users.processingStatus),
      ].sort(),
    );
  });

  it("asks a detail's data with the status, once", async () => {
    returningSubscriber();
    const seen = watchRequests();
    startEarlyCalls({ pathname: '/tenders/1/info', search: '' });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    const tender = await getTender(1);
    expect(tender.id).toBe(1);
    expect(seen).toEqual([
      api(endpoints.payments.status),
      api(`${endpoints.tenders.info(1)}?language=NL&ordering=-overall_score`),
    ]);
  });

  it('asks only the status when this browser has not seen full access for this user', async () => {
    loginAs('demo@tenderwijzer.be');
    localStorage.setItem(STORAGE_KEYS.fullAccessUser, 'another user');
    const seen = watchRequests();
    startEarlyCalls({ pathname: '/tenders', search: '' });
    await bearerClient.get(endpoints.payments.status);
    expect(seen).toEqual([api(endpoints.payments.status)]);
  });

  it('asks nothing for a public page or with an expired token', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    returningSubscriber();
    startEarlyCalls({ pathname: '/login', search: '' });
    tokenStorage.set({ access: expiredAccessTokenFor('demo@tenderwijzer.be'), refresh: 'r' });
    startEarlyCalls({ pathname: '/tenders', search: '' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('leaves a filtered feed and a detail without a valid id to the app', () => {
    expect(firstCalls.feed('/tenders', '?q=wegenwerken')).toEqual([]);
    expect(firstCalls.detail('/tenders/abc', '')).toEqual([]);
    expect(firstCalls.detail('/tenders/7/info', '')).toHaveLength(1);
  });
});

describe('the bearer client and an early call', () => {
  const EARLY = `${env.API_URL}/test/early/`;

  function countCalls(status = 200) {
    const calls = { count: 0 };
    server.use(
      http.get(EARLY, () => {
        calls.count += 1;
        return HttpResponse.json({ call: calls.count }, { status });
      }),
    );
    return calls;
  }

  it('takes an early answer once: a later call of the same URL is sent', async () => {
    const { access } = loginAs('demo@tenderwijzer.be');
    const calls = countCalls();
    startEarlyCall({ endpoint: 'test/early/', params: {} }, access);
    await expect(bearerClient.get('test/early/')).resolves.toMatchObject({ status: 200, data: { call: 1 } });
    await expect(bearerClient.get('test/early/')).resolves.toMatchObject({ data: { call: 2 } });
    expect(calls.count).toBe(2);
  });

  it('sends the call again when the early one failed, so the 401 refresh and errors stay the client’s', async () => {
    const { access } = loginAs('demo@tenderwijzer.be');
    const calls = countCalls(503);
    startEarlyCall({ endpoint: 'test/early/', params: {} }, access);
    await expect(bearerClient.get('test/early/')).rejects.toMatchObject({ response: { status: 503 } });
    expect(calls.count).toBe(2);
  });

  it('does not take an answer asked with another token, or one older than it may be', async () => {
    const calls = countCalls();
    startEarlyCall({ endpoint: 'test/early/', params: {} }, 'old token');
    loginAs('demo@tenderwijzer.be');
    await expect(bearerClient.get('test/early/')).resolves.toMatchObject({ data: { call: 2 } });

    const { access } = loginAs('demo@tenderwijzer.be');
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now);
    startEarlyCall({ endpoint: 'test/early/', params: {} }, access);
    vi.spyOn(performance, 'now').mockReturnValue(now + EARLY_CALL_MAX_AGE + 1);
    await expect(bearerClient.get('test/early/')).resolves.toMatchObject({ data: { call: 4 } });
    expect(calls.count).toBe(4);
  });

  it('lets a caller cancel while the early answer is on its way', async () => {
    const { access } = loginAs('demo@tenderwijzer.be');
    server.use(http.get(EARLY, () => new Promise<Response>(() => undefined)));
    startEarlyCall({ endpoint: 'test/early/', params: {} }, access);
    const controller = new AbortController();
    const call = bearerClient.get('test/early/', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'ERR_CANCELED' });
  });
});
