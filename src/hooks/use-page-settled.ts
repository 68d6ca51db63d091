import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { whenPageSettles } from '@/api/when-queries-settle';

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
