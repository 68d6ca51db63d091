import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorStatus } from '@/api/errors';
import { loginAs } from '@/mocks/testing';
import { useFeed } from '@/features/tenders/feed/get-feed';
import { useTender } from '@/features/tenders/feed-and-detail/get-tender';
import { useInteractTender } from '@/features/tenders/feed-and-detail/interact-tender';
import { createQueryWrapper } from '@tests/utils/query-wrapper';

describe('tender hooks against the simulated backend', () => {
  it('pages through the matched feed of a complete profile', async () => {
    loginAs('demo@tenderwijzer.be');
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useFeed('main', { unsorted: false }), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const first = result.current.data?.pages[0];
    expect(first?.count).toBeGreaterThan(first?.results.length ?? 0);
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(result.current.data?.pages[1]?.results.length).toBeGreaterThan(0);
  });

  it('answers PROFILE_INCOMPLETE for the matched feed of an empty profile, which the unsorted feed serves', async () => {
    loginAs('leeg@tenderwijzer.be');
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(
      () => ({ matched: useFeed('main', { unsorted: false }), unsorted: useFeed('main', { unsorted: true }) }),
      { wrapper },
    );

    await waitFor(() => expect(result.current.matched.isError && result.current.unsorted.isSuccess).toBe(true));
    expect(errorStatus(result.current.matched.error)).toBe(400);
    expect(result.current.unsorted.data?.pages[0]?.results.length).toBeGreaterThan(0);
  });

  it('saves a tender from the main feed, shows it in the saved feed and unsaves it there', async () => {
    loginAs('demo@tenderwijzer.be');
    const { wrapper } = createQueryWrapper();
    const main = renderHook(() => ({ feed: useFeed('main', { unsorted: false }), interact: useInteractTender() }), {
      wrapper,
    });
    await waitFor(() => expect(main.result.current.feed.isSuccess).toBe(true));
    const tender = main.result.current.feed.data?.pages[0]?.results.find((item) => !item.isSaved);
    if (!tender) throw new Error('The seeded main feed has no unsaved tender');

    await act(() => main.result.current.interact.mutateAsync({ id: tender.id, action: 'save' }));
    main.unmount();

    const saved = renderHook(
      () => ({
        feed: useFeed('saved', { unsorted: false }),
        detail: useTender(tender.id),
        interact: useInteractTender(),
      }),
      {
        wrapper,
      },
    );
    await waitFor(() =>
      expect(saved.result.current.feed.isSuccess && saved.result.current.detail.isSuccess).toBe(true),
    );
    const ids = () => saved.result.current.feed.data?.pages.flatMap((page) => page.results.map((item) => item.id));
    expect(ids()).toContain(tender.id);
    expect(saved.result.current.detail.data?.isSaved).toBe(true);

    await act(() => saved.result.current.interact.mutateAsync({ id: tender.id, action: 'save' }));
    expect(ids()).not.toContain(tender.id);
    await waitFor(() => expect(saved.result.current.detail.data?.isSaved).toBe(false));
  });

  it('refuses the detail without full access and does not retry the 403', async () => {
    loginAs('gratis@tenderwijzer.be');
    const { wrapper } = createQueryWrapper();
    const { result } = renderHook(() => useTender(1), { wrapper });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(errorStatus(result.current.error)).toBe(403);
    expect(result.current.failureCount).toBe(1);
  });
});
