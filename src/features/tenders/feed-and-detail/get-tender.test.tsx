import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiSchemaError } from '@/api/schema-error';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { MissingTenderIdError, tenderQueryOptions, useTender } from './get-tender';
import { createQueryWrapper } from '@tests/utils/query-wrapper';

const tender = { id: 7, displayName: 'Website voor de stad', organization: 'Stad Gent', isSaved: true };

/** Answers `tenders/7/info/` with `body`, counting calls and keeping the last query string. */
function detailEndpoint(respond: () => Response) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get(`${env.API_URL}/tenders/7/info/`, ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return respond();
    }),
  );
  return calls;
}

describe('useTender', () => {
  it('fetches the detail in NL by score and unwraps the data envelope', async () => {
    const calls = detailEndpoint(() => HttpResponse.json({ data: tender }));
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useTender(7), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toMatchObject({ id: 7, displayName: 'Website voor de stad', isSaved: true });
    expect(Object.fromEntries(calls[0] ?? [])).toEqual({ language: 'NL', ordering: '-overall_score' });
  });

  it('accepts the tender at the top level too', async () => {
    detailEndpoint(() => HttpResponse.json(tender));
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useTender(7), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.organization).toBe('Stad Gent');
  });

  it.each([undefined, Number.NaN])('fails at once with "No ID provided" for id %s', async (id) => {
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useTender(id), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(MissingTenderIdError);
    expect(result.current.error?.message).toBe('No ID provided');
    expect(result.current.failureCount).toBe(1);
  });

  it('fails with an ApiSchemaError on a mismatching answer', async () => {
    detailEndpoint(() => HttpResponse.json({ data: { id: 'zeven' } }));
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useTender(7), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiSchemaError);
  });

  it('retries a server error three times', async () => {
    const calls = detailEndpoint(() => HttpResponse.json({ detail: 'Serverfout' }, { status: 500 }));
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useTender(7), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls).toHaveLength(4);
  });

  it('does not retry a 403 (no full access)', async () => {
    const calls = detailEndpoint(() => HttpResponse.json({ detail: 'Geen toegang' }, { status: 403 }));
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useTender(7), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls).toHaveLength(1);
  });

  it('keeps the detail for reading offline, and still refetches it on every visit', async () => {
    const calls = detailEndpoint(() => HttpResponse.json({ data: tender }));
    const { queryClient, wrapper } = createQueryWrapper();
    const first = renderHook(() => useTender(7), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));

    first.unmount();
    expect(queryClient.getQueryData(tenderQueryOptions(7).queryKey)).toMatchObject({ id: 7 });
    expect(queryClient.getQueryCache().find({ queryKey: tenderQueryOptions(7).queryKey })?.meta).toEqual({
      offline: 'read',
    });

    const second = renderHook(() => useTender(7), { wrapper });
    expect(second.result.current.data).toMatchObject({ id: 7 });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toHaveLength(2);
  });
});
