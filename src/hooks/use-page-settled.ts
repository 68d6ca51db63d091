import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import { whenQueriesSettle } from '@/lib/when-queries-settle';

/** Settled and still so a frame later: the access check's answer may start the page's own calls. */
async function whenPageSettles(queryClient: QueryClient): Promise<void> {
  do {
    await afterNextPaint();
    await whenQueriesSettle(queryClient);
    await afterNextPaint();
  } while (queryClient.isFetching() > 0);
}

/**
 * True once the page has painted and none of its queries is fetching: for a call the page can do without at
 * first, so that on a slow connection it does not compete with the page's own.
 */
export function usePageSettled(): boolean {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenPageSettles(queryClient).then(() => mounted && setSettled(true));
    return () => {
      mounted = false;
    };
  }, [queryClient]);
  return settled;
}
