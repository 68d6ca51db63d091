import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiSchemaError } from '@/api/schema-error';
import { TIMINGS } from '@/config/constants';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { useProcessingStatus } from './get-processing-status';
import { createQueryWrapper } from '@tests/utils/query-wrapper';

/** Answers the given isProcessing values in turn (the last one repeats), counting calls. */
function statusSequence(...values: boolean[]) {
  const calls = { count: 0 };
  server.use(
    http.get(`${env.API_URL}/users/matching_criteria/processing_status/`, () => {
      const isProcessing = values[Math.min(calls.count, values.length - 1)];
      calls.count += 1;
      return HttpResponse.json({ isProcessing });
    }),
  );
  return calls;
}

describe('useProcessingStatus', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks at once, then every 10 s until processing is over', async () => {
    const calls = statusSequence(true, false);
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useProcessingStatus({ untilDone: true }), { wrapper });

    await waitFor(() => expect(result.current.data).toBe(true));
    expect(calls.count).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.processingPoll));
    await waitFor(() => expect(result.current.data).toBe(false));

    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.processingPoll * 3));
    expect(calls.count).toBe(2);
  });

  it('keeps polling for the feed', async () => {
    const calls = statusSequence(false);
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useProcessingStatus(), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(false));

    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.processingPoll * 2));
    await waitFor(() => expect(calls.count).toBe(3));
  });

  it('fails with an ApiSchemaError when isProcessing is missing', async () => {
    server.use(http.get(`${env.API_URL}/users/matching_criteria/processing_status/`, () => HttpResponse.json({})));
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useProcessingStatus({ untilDone: true }), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiSchemaError);
  });
});
