import { isCancel } from 'axios';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { anonymousClient } from '@/api/anonymous-client';
import { errorMessage } from '@/api/errors';
import { TIMEOUTS } from '@/config/constants';
import { env } from '@/config/env';
import { server } from '@/mocks/server';

const HANGING = `${env.API_URL}/test/hanging/`;

function hang() {
  server.use(
    http.get(HANGING, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
}

describe('call timeouts', () => {
  it('ends a call that gets no answer after the default timeout, in Dutch', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    hang();
    let settled = false;
    const call = anonymousClient.get('test/hanging/').catch((error: unknown) => error);
    void call.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(TIMEOUTS.default - 1000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    const error = await call;
    expect(errorMessage(error)).toBe('De server antwoordt niet op tijd.');
  });

  it("honours a call's own timeout (the preferences PUT's 15 s)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    hang();
    const call = anonymousClient
      .get('test/hanging/', { timeout: TIMEOUTS.updatePreferences })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(TIMEOUTS.updatePreferences + 100);
    expect(errorMessage(await call)).toBe('De server antwoordt niet op tijd.');
  });

  it("still lets the caller cancel, and hands back the caller's config", async () => {
    hang();
    const controller = new AbortController();
    const call = anonymousClient.get('test/hanging/', { signal: controller.signal }).catch((error: unknown) => error);
    controller.abort();
    const error = await call;
    expect(isCancel(error)).toBe(true);
  });

  it("hands the caller's config (and signal) to the response, for retries", async () => {
    server.use(http.get(`${env.API_URL}/test/ok/`, () => HttpResponse.json({ ok: true })));
    const controller = new AbortController();
    const response = await anonymousClient.get('test/ok/', { signal: controller.signal });
    expect(response.config.signal).toBe(controller.signal);
  });
});
