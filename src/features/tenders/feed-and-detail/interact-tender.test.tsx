import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTION_RETRY } from '@/config/constants';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { useFeed } from '@/features/tenders/feed/get-feed';
import { useTender } from './get-tender';
import { useInteractTender } from './interact-tender';
import { tenderKeys } from '@/features/tenders/logged-in/keys';
import { createQueryWrapper } from '@tests/utils/query-wrapper';
import { gate, type FeedRow } from '@tests/utils/fake-feed';

/**
 * How the next interact calls fail: with a status, without an answer, or without an answer after the toggle
 * was stored (the answer lost on its way back).
 */
type InteractFault = number | 'network' | 'stored-then-network';

/**
 * A tiny stateful backend for feeds, detail and interact. `hold()` makes interact wait until released, so
 * a test can look at the optimistic state; `holdLists()` does the same for feed reads, so a test can tell
 * the cache's own update from a refetch; `failNext(...faults)` makes the next interact calls fail, one fault
 * each; `set` changes a tender as another tab or device would.
 */
function tenderBackend(rows: FeedRow[]) {
  const state = new Map(rows.map((row) => [row.id, { ...row }]));
  const calls = { main: 0, saved: 0, rejected: 0, detail: 0 };
  const interactGate = gate();
  const listGate = gate();
  const faults: InteractFault[] = [];
  const posts: string[] = [];
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
      const { action } = (await request.json()) as { action: 'save' | 'reject' };
      posts.push(`${String(params.id)} ${action}`);
      const fault = faults.shift();
      if (typeof fault === 'number') return HttpResponse.json({ detail: 'Serverfout' }, { status: fault });
      if (fault === 'network') return HttpResponse.error();
      const row = state.get(Number(params.id));
      if (!row) return HttpResponse.json({ detail: 'Niet gevonden' }, { status: 404 });
      if (action === 'save') row.isSaved = !row.isSaved;
      else row.isRejected = !row.isRejected;
      if (fault === 'stored-then-network') return HttpResponse.error();
      return HttpResponse.json({ action, isSaved: row.isSaved, isRejected: row.isRejected });
    }),
  );
  return {
    calls,
    /** The interact calls that reached the backend, `id action`, in order. */
    posts,
    hold: interactGate.hold,
    holdLists: listGate.hold,
    failNext(...next: InteractFault[]) {
      faults.push(...next);
    },
    set(id: number, change: Partial<FeedRow>) {
      Object.assign(state.get(id) ?? {}, change);
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

  it('rolls the flag back when the server refuses it (a 4xx) and hands the error to the caller', async () => {
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

    backend.failNext(403);
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

/** The feed, the detail of tender 1 and the interaction, rendered and loaded. */
async function renderInteraction(onError = vi.fn()) {
  const { wrapper } = createQueryWrapper();
  const rendered = renderHook(
    () => ({
      feed: useFeed('main', { unsorted: false }),
      interact: useInteractTender({ mutationConfig: { onError } }),
    }),
    { wrapper },
  );
  await waitFor(() => expect(rendered.result.current.feed.isSuccess).toBe(true));
  return rendered.result;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('a save or reject without an answer (issue #42)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    onlineManager.setOnline(true);
  });

  it('keeps its flag and is sent again, with backoff, after a 500, no answer and a 503, until the server answers', async () => {
    const backend = tenderBackend([{ id: 1, isSaved: false, isRejected: false }]);
    const onError = vi.fn();
    const result = await renderInteraction(onError);
    backend.failNext(500, 'network', 503);

    act(() => result.current.interact.mutate({ id: 1, action: 'save' }));
    await waitFor(() => expect(backend.posts).toHaveLength(1));
    await advance(ACTION_RETRY.firstDelay / 2);
    expect(backend.posts).toHaveLength(1);
    expect(inFeed(result.current.feed.data, 1)?.isSaved).toBe(true);
    expect(result.current.interact.isPending).toBe(true);

    await advance(ACTION_RETRY.firstDelay / 2);
    await waitFor(() => expect(backend.posts).toHaveLength(2));
    // Twice as long before the third try.
    await advance(ACTION_RETRY.firstDelay * 1.5);
    expect(backend.posts).toHaveLength(2);
    await advance(ACTION_RETRY.firstDelay / 2);
    await waitFor(() => expect(backend.posts).toHaveLength(3));
    await advance(ACTION_RETRY.firstDelay * 4);
    await waitFor(() => expect(result.current.interact.isSuccess).toBe(true));

    expect(backend.posts).toEqual(['1 save', '1 save', '1 save', '1 save']);
    expect(result.current.interact.data).toEqual({ action: 'save', isSaved: true, isRejected: false });
    expect(inFeed(result.current.feed.data, 1)?.isSaved).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it('is not sent again when its first try was stored and only the answer was lost', async () => {
    const backend = tenderBackend([{ id: 1, isSaved: false, isRejected: false }]);
    const result = await renderInteraction();
    backend.failNext('stored-then-network');

    act(() => result.current.interact.mutate({ id: 1, action: 'save' }));
    await waitFor(() => expect(backend.posts).toHaveLength(1));
    await advance(ACTION_RETRY.firstDelay);
    await waitFor(() => expect(result.current.interact.isSuccess).toBe(true));

    // The retry read the tender first: saved, as asked. Sent again, the toggle would have unsaved it.
    expect(backend.posts).toEqual(['1 save']);
    expect(result.current.interact.data).toEqual({ action: 'save', isSaved: true, isRejected: false });
    expect(inFeed(result.current.feed.data, 1)?.isSaved).toBe(true);
  });

  it("made offline, a 'Bewaren' of a tender saved elsewhere meanwhile is not sent; one still needed is", async () => {
    const backend = tenderBackend([
      { id: 1, isSaved: false, isRejected: false },
      { id: 2, isSaved: false, isRejected: false },
    ]);
    const result = await renderInteraction();
    act(() => onlineManager.setOnline(false));
    act(() => result.current.interact.mutate({ id: 1, action: 'save' }));
    act(() => result.current.interact.mutate({ id: 2, action: 'save' }));
    await waitFor(() => expect(inFeed(result.current.feed.data, 1)?.isSaved).toBe(true));
    // Saved in another tab or on another device while this one was offline.
    backend.set(1, { isSaved: true });

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(result.current.interact.isSuccess).toBe(true));

    expect(backend.posts).toEqual(['2 save']);
    await waitFor(() => expect(inFeed(result.current.feed.data, 1)?.isSaved).toBe(true));
    expect(inFeed(result.current.feed.data, 2)?.isSaved).toBe(true);
  });
});
