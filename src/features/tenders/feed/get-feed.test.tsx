import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiSchemaError } from '@/api/schema-error';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { useFeed } from './get-feed';
import { feedRequest } from '@/features/tenders/first-calls/requests';
import { createQueryWrapper } from '@tests/utils/query-wrapper';

const tender = (id: number) => ({ id, displayName: `Opdracht ${id}`, isSaved: false, isRejected: false });

/** A paged endpoint of `total` tenders, two per page, recording each request's query string. */
function pagedFeed(path: string, total: number) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(`${env.API_URL}/${path}`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const page = Number(params.get('page'));
      const ids = Array.from({ length: total }, (_, index) => index + 1).slice((page - 1) * 2, page * 2);
      const next = page * 2 < total ? `http://api.test/${path}?language=NL&page=${page + 1}` : null;
      return HttpResponse.json({ count: total, next, previous: null, results: ids.map(tender) });
    }),
  );
  return requests;
}

describe('feedRequest', () => {
  it('uses the matched feed by score, or the unsorted feed by publication date', () => {
    expect(feedRequest('main', { unsorted: false })).toEqual({
      endpoint: 'matched-tenders/',
      ordering: '-overall_score',
    });
    expect(feedRequest('main', { unsorted: true })).toEqual({
      endpoint: 'tenders/unsorted/',
      ordering: '-publication_date',
    });
  });

  it('orders the saved, rejected and past feeds by score whatever the unsorted flag', () => {
    expect(feedRequest('saved', { unsorted: true })).toEqual({
      endpoint: 'tender-relations/saved_tenders/',
      ordering: '-overall_score',
    });
    expect(feedRequest('rejected', { unsorted: false }).endpoint).toBe('tender-relations/rejected_tenders/');
    expect(feedRequest('past', { unsorted: false }).endpoint).toBe('tender-relations/past_tenders/');
  });
});

describe('useFeed', () => {
  it('loads the matched feed page by page with language, page and ordering', async () => {
    const requests = pagedFeed('matched-tenders/', 3);
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useFeed('main', { unsorted: false }), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages[0]?.results.map((item) => item.id)).toEqual([1, 2]);
    expect(result.current.hasNextPage).toBe(true);
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({ language: 'NL', page: '1', ordering: '-overall_score' });

    await result.current.fetchNextPage();
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.data?.pages[1]?.results.map((item) => item.id)).toEqual([3]);
    expect(requests[1]?.get('page')).toBe('2');
    expect(result.current.hasNextPage).toBe(false);
  });

  it('loads the unsorted feed by publication date while the profile is incomplete', async () => {
    const requests = pagedFeed('tenders/unsorted/', 1);
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useFeed('main', { unsorted: true }), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests[0]?.get('ordering')).toBe('-publication_date');
    expect(requests[0]?.get('language')).toBe('NL');
    expect(result.current.hasNextPage).toBe(false);
  });

  it('loads the saved feed from tender-relations', async () => {
    const requests = pagedFeed('tender-relations/saved_tenders/', 2);
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useFeed('saved', { unsorted: true }), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages[0]?.results).toHaveLength(2);
    expect(requests[0]?.get('ordering')).toBe('-overall_score');
  });

  it('makes no call when disabled (demo mode)', () => {
    const requests = pagedFeed('matched-tenders/', 1);
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useFeed('main', { unsorted: false, enabled: false }), { wrapper });

    expect(result.current.fetchStatus).toBe('idle');
    expect(requests).toHaveLength(0);
  });

  it('fails with an ApiSchemaError when a page does not match the schema', async () => {
    server.use(http.get(`${env.API_URL}/matched-tenders/`, () => HttpResponse.json({ results: [{ id: 'x' }] })));
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useFeed('main', { unsorted: false }), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiSchemaError);
    expect(result.current.error?.message).toContain('matched-tenders/');
  });

  it('retries a server error three times before failing', async () => {
    let calls = 0;
    server.use(
      http.get(`${env.API_URL}/matched-tenders/`, () => {
        calls += 1;
        return HttpResponse.json({ detail: 'Serverfout' }, { status: 500 });
      }),
    );
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useFeed('main', { unsorted: false }), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls).toBe(4);
  });

  it('does not retry a 400 such as PROFILE_INCOMPLETE', async () => {
    let calls = 0;
    server.use(
      http.get(`${env.API_URL}/matched-tenders/`, () => {
        calls += 1;
        return HttpResponse.json({ error_code: 'PROFILE_INCOMPLETE', detail: 'Profiel onvolledig' }, { status: 400 });
      }),
    );
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useFeed('main', { unsorted: false }), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(calls).toBe(1);
  });
});
