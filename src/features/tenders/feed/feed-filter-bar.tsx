import { Suspense, useId, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/controls/button';
import { FEED_FILTERS } from '@/config/constants';
import type { SetFeedFilter } from '@/features/tenders/feed/use-feed-filters';
import { countPanelFilters, type FeedFilters } from '@/features/tenders/feed/feed-filters';
import { t, tp } from '@/i18n/tenders';
import { controlClasses } from '@/components/ui/controls/field-aria';
import { lazy } from '@/lib/frame/lazy';
import { FeedFilterText } from './feed-filter-text';

// The panel and its lists load on first use, so a feed page starts with no more than the search box.
const FeedFilterPanel = lazy(() =>
  import('@/features/tenders/components/feed-filter-panel').then((module) => ({ default: module.FeedFilterPanel })),
);

const SEARCH_CLASSES = `${controlClasses} min-h-11`;

type FeedFilterBarProps = {
  filters: FeedFilters;
  setFilter: SetFeedFilter;
  /** Clears every filter and puts the focus in the search box. */
  clear: () => void;
  searchRef: RefObject<HTMLInputElement | null>;
  /** How many tenders the filtered feed holds; null while unknown or when no filter is set. */
  resultCount: number | null;
};

/**
 * Search and filters of a feed (issue #12): the search box, and behind 'Filters' a panel with the other
 * filters, open from the start when the link sets one of them.
 */
export function FeedFilterBar({ filters, setFilter, clear, searchRef, resultCount }: FeedFilterBarProps) {
  const inPanel = countPanelFilters(filters);
  const [open, setOpen] = useState(inPanel > 0);
  const panelId = useId();
  const searchId = useId();

  return (
    <form
      role="search"
      aria-label={t('tenders.filters.label')}
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-48 flex-1">
          <label htmlFor={searchId} className="sr-only">
            {t('tenders.filters.search')}
          </label>
          <FeedFilterText
            ref={searchRef}
            id={searchId}
            type="search"
            placeholder={t('tenders.filters.searchPlaceholder')}
            maxLength={FEED_FILTERS.maxLength}
            className={SEARCH_CLASSES}
            value={filters.search ?? ''}
            onCommit={(value) => setFilter('search', value, { replace: true })}
          />
        </div>
        <Button
          variant="outlined"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen(!open)}
        >
          {inPanel ? t('tenders.filters.toggleCount', { count: inPanel }) : t('tenders.filters.toggle')}
        </Button>
        {(inPanel > 0 || filters.search) && (
          <Button variant="ghost" onClick={clear}>
            {t('tenders.filters.clear')}
          </Button>
        )}
      </div>
      {open && (
        // The placeholder holds the panel's height (two rows from lg, four below), so nothing jumps.
        <Suspense fallback={<div className="min-h-80 lg:min-h-38" />}>
          <FeedFilterPanel id={panelId} filters={filters} setFilter={setFilter} />
        </Suspense>
      )}
      {/* Always in the page, so a screen reader announces each new count. */}
      <p role="status" className={resultCount === null ? 'sr-only' : 'text-sm text-slate-600'}>
        {resultCount !== null && tp('tenders.filters.resultCount', resultCount)}
      </p>
    </form>
  );
}
