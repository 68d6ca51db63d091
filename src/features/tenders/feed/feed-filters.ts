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

const WINDOWS: readonly number[] = FEED_FILTERS.deadlineWindows;

function label(raw: string | null): string | undefined {
  return raw?.trim().slice(0, FEED_FILTERS.maxLength) || undefined;
}

function amount(raw: string | null): number | undefined {
  const text = raw?.trim() ?? '';
  return /^\d{1,12}$/.test(text) ? Number(text) : undefined;
}

/**
 * The filters a URL's query string sets; a malformed amount or window (edited link) is left out. Region and
 * sector pass as written: the API knows its labels better than the lists the filter panel offers.
 */
export function parseFeedFilters(query: URLSearchParams): FeedFilters {
  const window = Number(query.get('deadline_within'));
  const candidates: FeedFilters = {
    search: label(query.get('search')),
    region: label(query.get('region')),
    sector: label(query.get('sector')),
    min_value: amount(query.get('min_value')),
    max_value: amount(query.get('max_value')),
    deadline_within: WINDOWS.includes(window) ? window : undefined,
  };
  return Object.fromEntries(Object.entries(candidates).filter(([, value]) => value !== undefined)) as FeedFilters;
}

/** How many filters of the panel (all but the search) are set. */
export function countPanelFilters(filters: FeedFilters): number {
  return Object.keys(filters).filter((name) => name !== 'search').length;
}
