import type { ChangeEvent } from 'react';
import { Field } from '@/components/ui/controls/field';
import { controlClasses } from '@/components/ui/controls/field-aria';
import { FEED_FILTERS } from '@/config/constants';
import { FEED_FILTER_OPTIONS } from '@/config/feed-filters';
import type { SetFeedFilter } from '@/features/tenders/feed/use-feed-filters';
import type { FeedFilterName, FeedFilters } from '@/features/tenders/feed/feed-filters';
import { t } from '@/i18n/tenders';
import { FeedFilterSelect } from './feed-filter-select';
import { FeedFilterText } from '@/features/tenders/feed/feed-filter-text';

const AMOUNT_CLASSES = `${controlClasses} min-h-11`;

const KNOWN_REGIONS: readonly string[] = [
  ...FEED_FILTER_OPTIONS.regions.flatMap(({ gewest, provinces }) => [gewest, ...provinces]),
  FEED_FILTER_OPTIONS.national,
];
const KNOWN_SECTORS: readonly string[] = FEED_FILTER_OPTIONS.sectors;

/** A value from a link that the lists do not hold is still shown as chosen, rather than as 'Alle …'. */
function Unlisted({ value, known }: { value: string | undefined; known: readonly string[] }) {
  return value && !known.includes(value) ? <option>{value}</option> : null;
}

type FeedFilterPanelProps = { id: string; filters: FeedFilters; setFilter: SetFeedFilter };

/** Region, sector, value range and deadline window; loaded when the panel is first opened. */
export function FeedFilterPanel({ id, filters, setFilter }: FeedFilterPanelProps) {
  const select = (name: FeedFilterName) => (event: ChangeEvent<HTMLSelectElement>) =>
    setFilter(name, event.target.value);
  const typed = (name: FeedFilterName) => (value: string) => setFilter(name, value, { replace: true });
  const text = (name: FeedFilterName) => String(filters[name] ?? '');

  return (
    <div id={id} className="grid grid-cols-2 items-end gap-3 lg:grid-cols-6">
      <FeedFilterSelect
        label={t('tenders.filters.region')}
        containerClassName="col-span-2"
        value={text('region')}
        onChange={select('region')}
      >
        <option value="">{t('tenders.filters.allRegions')}</option>
        {FEED_FILTER_OPTIONS.regions.map(({ group, gewest, provinces }) => {
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
        <option value={FEED_FILTER_OPTIONS.national}>{t('tenders.filters.national')}</option>
        <Unlisted value={filters.region} known={KNOWN_REGIONS} />
      </FeedFilterSelect>
      <FeedFilterSelect
        label={t('tenders.filters.sector')}
        containerClassName="col-span-2"
        value={text('sector')}
        onChange={select('sector')}
      >
        <option value="">{t('tenders.filters.allSectors')}</option>
        {FEED_FILTER_OPTIONS.sectors.map((sector) => (
          <option key={sector}>{sector}</option>
        ))}
        <Unlisted value={filters.sector} known={KNOWN_SECTORS} />
      </FeedFilterSelect>
      <FeedFilterSelect
        label={t('tenders.filters.deadline')}
        containerClassName="col-span-2"
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
      <Field id={`${id}-min`} label={t('tenders.filters.minValue')} className="lg:col-span-3">
        <FeedFilterText
          id={`${id}-min`}
          inputMode="numeric"
          digitsOnly
          className={AMOUNT_CLASSES}
          value={text('min_value')}
          onCommit={typed('min_value')}
        />
      </Field>
      <Field id={`${id}-max`} label={t('tenders.filters.maxValue')} className="lg:col-span-3">
        <FeedFilterText
          id={`${id}-max`}
          inputMode="numeric"
          digitsOnly
          className={AMOUNT_CLASSES}
          value={text('max_value')}
          onCommit={typed('max_value')}
        />
      </Field>
    </div>
  );
}
