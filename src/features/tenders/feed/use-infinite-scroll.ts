import { useEffect, useState } from 'react';
import { LAYOUT } from '@/config/constants';

type InfiniteScrollOptions = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** Stops loading by scrolling, for example after a failed page: the user retries by hand. */
  isPaused?: boolean;
  fetchNextPage: () => unknown;
};

/**
 * Loads the next page once the returned sentinel comes within 200 px of the viewport's bottom (spec §2).
 * The observer is rebuilt after every page, so a sentinel still in view loads the following page too. The
 * sentinel is a callback ref: it may mount after the first page arrives (the cards render deferred).
 */
export function useInfiniteScroll({
  hasNextPage,
  isFetchingNextPage,
  isPaused = false,
  fetchNextPage,
}: InfiniteScrollOptions) {
  const [sentinel, sentinelRef] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!sentinel || !hasNextPage || isFetchingNextPage || isPaused) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${LAYOUT.infiniteScrollThreshold}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, hasNextPage, isFetchingNextPage, isPaused, fetchNextPage]);
  return sentinelRef;
}
