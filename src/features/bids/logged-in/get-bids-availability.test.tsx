import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { loginAs } from '@/mocks/testing';
import { server } from '@/mocks/server';
import { createQueryWrapper } from '@tests/utils/query-wrapper';
import { useBidsAvailability, useBidsProbe } from './get-bids-availability';

/** The probe's call answers `status`. */
function probeAnswers(status: number) {
  server.use(http.get(`${env.API_URL}/bids/`, () => HttpResponse.json({ detail: 'Antwoord' }, { status })));
}

function renderProbe() {
  loginAs('demo@tenderwijzer.be');
  const { wrapper } = createQueryWrapper();
  return renderHook(() => ({ probe: useBidsProbe(), availability: useBidsAvailability() }), { wrapper });
}

describe('the Bids probe', () => {
  it.each([
    [200, 'available'],
    [403, 'demo'],
    [404, 'absent'],
  ] as const)('reads an answer %i as %s', async (status, answer) => {
    probeAnswers(status);
    const { result } = renderProbe();
    expect(result.current.probe).toBeNull();
    await waitFor(() => expect(result.current.probe).toBe(answer));
    expect(result.current.availability).toBe(answer);
  });

  it.each([500, 503])(
    'knows nothing from an answer %i: only a 404 says the API lacks the extension',
    async (status) => {
      probeAnswers(status);
      const { result } = renderProbe();
      await waitFor(() => expect(result.current.probe).toBe('unknown'));
      // What shows only with the extension (a card's button, the detail's sheet) stays away meanwhile.
      expect(result.current.availability).toBe('absent');
    },
  );

  it('stays unknown while a component that mounts asks again', async () => {
    let asked = 0;
    let answerAgain = () => {};
    const heldAgain = new Promise<void>((resolve) => (answerAgain = resolve));
    server.use(
      http.get(`${env.API_URL}/bids/`, async () => {
        asked += 1;
        if (asked > 1) await heldAgain;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    loginAs('demo@tenderwijzer.be');
    const { wrapper } = createQueryWrapper();
    const first = renderHook(() => useBidsProbe(), { wrapper });
    await waitFor(() => expect(first.result.current).toBe('unknown'));

    // A failed query is asked again by each component that mounts, and reads as pending meanwhile.
    const again = renderHook(() => useBidsProbe(), { wrapper });
    await waitFor(() => expect(asked).toBe(2));
    expect(first.result.current).toBe('unknown');
    expect(again.result.current).toBe('unknown');
    answerAgain();
    await waitFor(() => expect(again.result.current).toBe('unknown'));
  });

  it('knows nothing without a connection', async () => {
    server.use(http.get(`${env.API_URL}/bids/`, () => HttpResponse.error()));
    const { result } = renderProbe();
    await waitFor(() => expect(result.current.probe).toBe('unknown'));
  });

  it('is not asked when not enabled', () => {
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useBidsProbe({ enabled: false }), { wrapper });
    expect(result.current).toBeNull();
  });
});
