import { FEED_FILTERS } from '@/config/constants';

/**
 * The feed filters, named as the optional query parameters of the feed calls (docs/api-contract.md
 * 'Filters and search'); the page URL uses the same names, so a shared link carries them as they are sent.
 * Only the filters that are set have a key: without any, a feed call is exactly as spec §7 gives it.
 */
export type FeedFilters = {
  search?: string;
  region?: string;
  sector?: string;
  min_value?: number;
  max_value?: number;
  deadline_within?: number;
};

export type FeedFilterName = keyof FeedFilters;

export const FEED_FILTER_NAMES = [
  'search',
  'region',
  'sector',
  'min_value',
  'max_value',
  'deadline_within',
] as const satisfies readonly FeedFilterName[];

const REGIONS: readonly string[] = [
  ...FEED_FILTERS.regions.flatMap(({ gewest, provinces }) => [gewest, ...provinces]),
  FEED_FILTERS.national,
];
const SECTORS: readonly string[] = FEED_FILTERS.sectors;
const WINDOWS: readonly number[] = FEED_FILTERS.deadlineWindows;

function amount(raw: string | null): number | undefined {
  const text = raw?.trim() ?? '';
  return /^\d{1,12}$/.test(text) ? Number(text) : undefined;
}

/** The filters a URL's query string sets; a value the app does not offer (edited or stale link) is left out. */
export function parseFeedFilters(query: URLSearchParams): FeedFilters {
  const search = query.get('search')?.trim().slice(0, FEED_FILTERS.searchMaxLength);
  const region = query.get('region') ?? '';
  const sector = query.get('sector') ?? '';
  const window = Number(query.get('deadline_within'));
  const candidates: FeedFilters = {
    search: search || undefined,
    region: REGIONS.includes(region) ? region : undefined,
    sector: SECTORS.includes(sector) ? sector : undefined,
    min_value: amount(query.get('min_value')),
    max_value: amount(query.get('max_value')),
    deadline_within: WINDOWS.includes(window) ? window : undefined,
  };
  return Object.fromEntries(Object.entries(candidates).filter(([, value]) => value !== undefined)) as FeedFilters;
}

export function countFeedFilters(filters: FeedFilters): number {
  return Object.keys(filters).length;
}
