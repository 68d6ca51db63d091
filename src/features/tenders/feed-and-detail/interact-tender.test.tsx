import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { useFeed } from '@/features/tenders/feed/get-feed';
import { useTender } from './get-tender';
import { useInteractTender } from './interact-tender';
import { tenderKeys } from '@/features/tenders/logged-in/keys';
import { createQueryWrapper } from '@tests/utils/query-wrapper';
import { gate, type FeedRow } from '@tests/utils/fake-feed';

/**
 * A tiny stateful backend for feeds, detail and interact. `hold()` makes interact wait until released, so
 * a test can look at the optimistic state; `holdLists()` does the same for feed reads, so a test can tell
 * the cache's own update from a refetch; `failNext()` makes interact answer 500.
 */
function tenderBackend(rows: FeedRow[]) {
  const state = new Map(rows.map((row) => [row.id, { ...row }]));
  const calls = { main: 0, saved: 0, rejected: 0, detail: 0 };
  const interactGate = gate();
  const listGate = gate();
  let fail = false;
  const list = async (filter: (row: FeedRow) => boolean) => {
    await listGate.passed();
    const results = [...state.values()].filter(filter).map((row) => ({ ...row, displayName: `Opdracht ${row.id}` }));
    return HttpResponse.json({ count: results.length, next: null, previous: null, results });
  };
  server.use(
    http.get(`${env.API_URL}/matched-tenders/`, () => {
      calls.main += 1;
      return list(() => true);
    }),
    http.get(`${env.API_URL}/tender-relations/saved_tenders/`, () => {
      calls.saved += 1;
      return list((row) => row.isSaved);
    }),
    http.get(`${env.API_URL}/tender-relations/rejected_tenders/`, () => {
      calls.rejected += 1;
      return list((row) => row.isRejected);
    }),
    http.get(`${env.API_URL}/tenders/:id/info/`, ({ params }) => {
      calls.detail += 1;
      return HttpResponse.json({ data: state.get(Number(params.id)) });
    }),
    http.post(`${env.API_URL}/tenders/:id/interact/`, async ({ params, request }) => {
      await interactGate.passed();
      if (fail) return HttpResponse.json({ detail: 'Serverfout' }, { status: 500 });
      const { action } = (await request.json()) as { action: 'save' | 'reject' };
      const row = state.get(Number(params.id));
      if (!row) return HttpResponse.json({ detail: 'Niet gevonden' }, { status: 404 });
      if (action === 'save') row.isSaved = !row.isSaved;
      else row.isRejected = !row.isRejected;
      return HttpResponse.json({ action, isSaved: row.isSaved, isRejected: row.isRejected });
    }),
  );
  return {
    calls,
    hold: interactGate.hold,
    holdLists: listGate.hold,
    failNext() {
      fail = true;
    },
  };
}

const ids = (data: { pages: { results: { id: number }[] }[] } | undefined) =>
  data?.pages.flatMap((page) => page.results.map((tender) => tender.id));
const inFeed = (data: { pages: { results: FeedRow[] }[] } | undefined, id: number) =>
  data?.pages.flatMap((page) => page.results).find((tender) => tender.id === id);

describe('useInteractTender', () => {
  it('toggles optimistically in the feed and the detail, then keeps the server answer', async () => {
    const backend = tenderBackend([{ id: 1, isSaved: false, isRejected: false }]);
    const onSuccess = vi.fn();
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(
      () => ({
        feed: useFeed('main', { unsorted: false }),
        detail: useTender(1),
        interact: useInteractTender({ mutationConfig: { onSuccess } }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.feed.isSuccess && result.current.detail.isSuccess).toBe(true));

    const release = backend.hold();
    act(() => result.current.interact.mutate({ id: 1, action: 'save' }));
    await waitFor(() => expect(inFeed(result.current.feed.data, 1)?.isSaved).toBe(true));
    expect(result.current.detail.data?.isSaved).toBe(true);
    expect(result.current.interact.isPending).toBe(true);

    release();
    await waitFor(() => expect(result.current.interact.isSuccess).toBe(true));
    expect(result.current.interact.data).toEqual({ action: 'save', isSaved: true, isRejected: false });
    expect(onSuccess).toHaveBeenCalledWith(
      { action: 'save', isSaved: true, isRejected: false },
      { id: 1, action: 'save' },
      expect.anything(),
      expect.anything(),
    );
    expect(inFeed(result.current.feed.data, 1)?.isSaved).toBe(true);
    // The shown detail is refetched from the server.
    await waitFor(() => expect(backend.calls.detail).toBe(2));
    expect(result.current.detail.data?.isSaved).toBe(true);
  });

  it('rolls the flag back on failure and hands the error to the caller', async () => {
    const backend = tenderBackend([{ id: 1, isSaved: false, isRejected: false }]);
    const onError = vi.fn();
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(
      () => ({
        feed: useFeed('main', { unsorted: false }),
        interact: useInteractTender({ mutationConfig: { onError } }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.feed.isSuccess).toBe(true));

    backend.failNext();
    const release = backend.hold();
    act(() => result.current.interact.mutate({ id: 1, action: 'reject' }));
    await waitFor(() => expect(inFeed(result.current.feed.data, 1)?.isRejected).toBe(true));

    release();
    await waitFor(() => expect(result.current.interact.isError).toBe(true));
    expect(inFeed(result.current.feed.data, 1)?.isRejected).toBe(false);
    expect(onError).toHaveBeenCalledWith(
      expect.any(Error),
      { id: 1, action: 'reject' },
      expect.anything(),
      expect.anything(),
    );
  });

  it('removes an unsaved tender from the saved feed', async () => {
    const backend = tenderBackend([
      { id: 1, isSaved: true, isRejected: false },
      { id: 2, isSaved: true, isRejected: false },
    ]);
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(
      () => ({ feed: useFeed('saved', { unsorted: false }), interact: useInteractTender() }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(ids(result.current.feed.data)).toEqual([1, 2]));

    const release = backend.holdLists();
    act(() => result.current.interact.mutate({ id: 1, action: 'save' }));
    await waitFor(() => expect(result.current.interact.isSuccess).toBe(true));
    expect(ids(result.current.feed.data)).toEqual([2]);
    expect(result.current.feed.data?.pages[0]?.count).toBe(1);

    release();
    await waitFor(() => expect(backend.calls.saved).toBe(2));
    expect(ids(result.current.feed.data)).toEqual([2]);
  });

  it('removes an unrejected tender from the rejected feed', async () => {
    const backend = tenderBackend([{ id: 3, isSaved: false, isRejected: true }]);
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(
      () => ({ feed: useFeed('rejected', { unsorted: false }), interact: useInteractTender() }),
      { wrapper },
    );
    await waitFor(() => expect(ids(result.current.feed.data)).toEqual([3]));

    const release = backend.holdLists();
    act(() => result.current.interact.mutate({ id: 3, action: 'reject' }));
    await waitFor(() => expect(result.current.interact.isSuccess).toBe(true));
    expect(ids(result.current.feed.data)).toEqual([]);

    release();
    await waitFor(() => expect(backend.calls.rejected).toBe(2));
  });

  it('keeps a rejected tender marked in the main feed without refetching it there', async () => {
    const backend = tenderBackend([
      { id: 1, isSaved: false, isRejected: false },
      { id: 2, isSaved: false, isRejected: false },
    ]);
    const { queryClient, wrapper } = createQueryWrapper();
    const { result } = renderHook(
      () => ({ feed: useFeed('main', { unsorted: false }), interact: useInteractTender() }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.feed.isSuccess).toBe(true));

    act(() => result.current.interact.mutate({ id: 2, action: 'reject' }));
    await waitFor(() => expect(result.current.interact.isSuccess).toBe(true));
    expect(ids(result.current.feed.data)).toEqual([1, 2]);
    expect(inFeed(result.current.feed.data, 2)?.isRejected).toBe(true);
    expect(backend.calls.main).toBe(1);
    // Stale, so the next visit of the feed loads it afresh.
    expect(queryClient.getQueryState(tenderKeys.list('main', { unsorted: false }))?.isInvalidated).toBe(true);
  });

  it('clears idle saved and rejected feeds and an idle detail', async () => {
    tenderBackend([{ id: 1, isSaved: false, isRejected: false }]);
    const { queryClient, wrapper } = createQueryWrapper();
    const idle = renderHook(
      () => [useFeed('saved', { unsorted: false }), useFeed('rejected', { unsorted: false }), useTender(1)] as const,
      { wrapper },
    );
    await waitFor(() => expect(idle.result.current.every((query) => query.isSuccess)).toBe(true));
    idle.unmount();

    const { result } = renderHook(() => useInteractTender(), { wrapper });
    act(() => result.current.mutate({ id: 1, action: 'save' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(queryClient.getQueryState(tenderKeys.list('saved', { unsorted: false }))).toBeUndefined();
    expect(queryClient.getQueryState(tenderKeys.list('rejected', { unsorted: false }))).toBeUndefined();
    expect(queryClient.getQueryState(tenderKeys.detail(1))).toBeUndefined();
  });

  it('refetches a shown saved feed so a newly saved tender appears', async () => {
    const backend = tenderBackend([
      { id: 1, isSaved: true, isRejected: false },
      { id: 2, isSaved: false, isRejected: false },
    ]);
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(
      () => ({ feed: useFeed('saved', { unsorted: false }), interact: useInteractTender() }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(ids(result.current.feed.data)).toEqual([1]));

    act(() => result.current.interact.mutate({ id: 2, action: 'save' }));
    await waitFor(() => expect(ids(result.current.feed.data)).toEqual([1, 2]));
    expect(backend.calls.saved).toBe(2);
  });
});
