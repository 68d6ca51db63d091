import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  FEED_FILTER_NAMES,
  parseFeedFilters,
  type FeedFilterName,
  type FeedFilters,
} from '@/features/tenders/feed/feed-filters';

export type SetFeedFilter = (name: FeedFilterName, value: string, options?: { replace?: boolean }) => void;

/**
 * The feed filters kept in the URL's query string, so a link shares them and back/forward restores them.
 * A change is a new history entry, unless `replace` is asked (typing in the search box).
 */
export function useFeedFilters(): { filters: FeedFilters; setFilter: SetFeedFilter; clear: () => void } {
  const [query, setQuery] = useSearchParams();
  const filters = useMemo(() => parseFeedFilters(query), [query]);

  const setFilter = useCallback<SetFeedFilter>(
    (name, value, { replace = false } = {}) => {
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          const text = value.trim();
          if (text) next.set(name, text);
          else next.delete(name);
          return next;
        },
        { replace },
      );
    },
    [setQuery],
  );

  const clear = useCallback(() => {
    setQuery((current) => {
      const next = new URLSearchParams(current);
      for (const name of FEED_FILTER_NAMES) next.delete(name);
      return next;
    });
  }, [setQuery]);

  return { filters, setFilter, clear };
}
