/** DRF-style page-number pagination: `{count, next, previous, results}` with absolute-path links. */
import { PAGE_SIZE } from '../config';

export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** The link to another page of the same request; page 1 drops the parameter, as DRF does. */
function pageLink(url: URL, page: number): string {
  const target = new URL(url);
  if (page === 1) target.searchParams.delete('page');
  else target.searchParams.set('page', String(page));
  return `${target.pathname}${target.search}`;
}

/**
 * A `page_size` the client asked for, between 1 and `largest` (DRF's `max_page_size`); `largest` when it asked
 * none or an invalid one.
 */
export function boundedPageSize(raw: string | null, largest: number): number {
  const size = raw !== null && /^\d+$/.test(raw) ? Number(raw) : largest;
  return Math.min(Math.max(size, 1), largest);
}

/** The requested page, or null when the page parameter is not a page that exists (DRF answers 404). */
export function paginate<T>(items: readonly T[], url: URL, pageSize = PAGE_SIZE): Page<T> | null {
  const raw = url.searchParams.get('page') ?? '1';
  const page = /^\d+$/.test(raw) ? Number(raw) : NaN;
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  return {
    count: items.length,
    next: page < pages ? pageLink(url, page + 1) : null,
    previous: page > 1 ? pageLink(url, page - 1) : null,
    results: items.slice((page - 1) * pageSize, page * pageSize),
  };
}
