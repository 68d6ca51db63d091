import { AdjustmentsHorizontalIcon, XMarkIcon } from '@heroicons/react/20/solid';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FEED_FILTERS } from '@/config/constants';
import type { SetFeedFilter } from '@/features/tenders/hooks/use-feed-filters';
import { countFeedFilters, type FeedFilterName, type FeedFilters } from '@/features/tenders/lib/feed-filters';
import { t, tp } from '@/i18n/tenders';
import { FeedFilterSelect } from './feed-filter-select';
import { FeedFilterText } from './feed-filter-text';

type FeedFilterBarProps = {
  filters: FeedFilters;
  setFilter: SetFeedFilter;
  clear: () => void;
  /** How many tenders the filtered feed holds; null while unknown or when no filter is set. */
  resultCount: number | null;
};

/**
 * Search and filters of a feed (issue #12). Always open from `lg` up; below it the filters fold into a
 * panel behind a 'Filters' button so the cards stay in view, while the search box stays at hand.
 */
export function FeedFilterBar({ filters, setFilter, clear, resultCount }: FeedFilterBarProps) {
  const [open, setOpen] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const active = countFeedFilters(filters);
  const inPanel = active - (filters.search ? 1 : 0);

  const select = (name: FeedFilterName) => (event: ChangeEvent<HTMLSelectElement>) =>
    setFilter(name, event.target.value);
  const typed = (name: FeedFilterName) => (value: string) => setFilter(name, value, { replace: true });
  const text = (name: FeedFilterName) => String(filters[name] ?? '');

  return (
    <form
      role="search"
      aria-label={t('tenders.filters.label')}
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <FeedFilterText
          ref={searchRef}
          type="search"
          label={t('tenders.filters.search')}
          hideLabel
          placeholder={t('tenders.filters.searchPlaceholder')}
          maxLength={FEED_FILTERS.searchMaxLength}
          containerClassName="min-w-48 flex-1"
          value={text('search')}
          onCommit={typed('search')}
        />
        <Button
          variant="outlined"
          className="lg:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <AdjustmentsHorizontalIcon className="size-5" aria-hidden="true" />
          {inPanel ? t('tenders.filters.toggleCount', { count: inPanel }) : t('tenders.filters.toggle')}
        </Button>
        {active > 0 && (
          <Button
            variant="ghost"
            onClick={() => {
              clear();
              searchRef.current?.focus();
            }}
          >
            <XMarkIcon className="size-5" aria-hidden="true" />
            {t('tenders.filters.clear')}
          </Button>
        )}
      </div>
      <div id={panelId} className={`${open ? 'grid' : 'hidden'} grid-cols-2 gap-3 lg:grid lg:grid-cols-5`}>
        <FeedFilterSelect
          label={t('tenders.filters.region')}
          containerClassName="col-span-2 lg:col-span-1"
          value={text('region')}
          onChange={select('region')}
        >
          <option value="">{t('tenders.filters.allRegions')}</option>
          {FEED_FILTERS.regions.map(({ group, gewest, provinces }) => {
            const groupLabel = t(`tenders.filters.regionGroups.${group}`);
            return (
              <optgroup key={group} label={groupLabel}>
                <option value={gewest}>
                  {provinces.length ? t('tenders.filters.wholeGewest', { group: groupLabel }) : gewest}
                </option>
                {provinces.map((province) => (
                  <option key={province}>{province}</option>
                ))}
              </optgroup>
            );
          })}
          <option value={FEED_FILTERS.national}>{t('tenders.filters.national')}</option>
        </FeedFilterSelect>
        <FeedFilterSelect
          label={t('tenders.filters.sector')}
          containerClassName="col-span-2 lg:col-span-1"
          value={text('sector')}
          onChange={select('sector')}
        >
          <option value="">{t('tenders.filters.allSectors')}</option>
          {FEED_FILTERS.sectors.map((sector) => (
            <option key={sector}>{sector}</option>
          ))}
        </FeedFilterSelect>
        <FeedFilterText
          label={t('tenders.filters.minValue')}
          inputMode="numeric"
          digitsOnly
          value={text('min_value')}
          onCommit={typed('min_value')}
        />
        <FeedFilterText
          label={t('tenders.filters.maxValue')}
          inputMode="numeric"
          digitsOnly
          value={text('max_value')}
          onCommit={typed('max_value')}
        />
        <FeedFilterSelect
          label={t('tenders.filters.deadline')}
          containerClassName="col-span-2 lg:col-span-1"
          value={text('deadline_within')}
          onChange={select('deadline_within')}
        >
          <option value="">{t('tenders.filters.anyDeadline')}</option>
          {FEED_FILTERS.deadlineWindows.map((days) => (
            <option key={days} value={days}>
              {t('tenders.filters.deadlineWithin', { days })}
            </option>
          ))}
        </FeedFilterSelect>
      </div>
      {/* Always in the page, so a screen reader announces each new count. */}
      <p role="status" className={resultCount === null ? 'sr-only' : 'text-sm text-slate-600'}>
        {resultCount !== null && tp('tenders.filters.resultCount', resultCount)}
      </p>
    </form>
  );
}
