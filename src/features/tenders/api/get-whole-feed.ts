import { collectPages } from '@/lib/lists/paging';
import { CALENDAR } from '@/config/calendar';
import { getFeedPage } from '@/features/tenders/feed/get-feed';
import type { FeedKind } from '@/features/tenders/logged-in/keys';
import type { Tender } from '@/features/tenders/model/schemas';

/**
 * Every tender of a feed, page after page, each once (the 'Exporteer deadlines' of the saved feed), at most
 * CALENDAR.exportMaxPages pages.
 */
export function getWholeFeed(kind: FeedKind, signal?: AbortSignal): Promise<Tender[]> {
  return collectPages(
    (page) => getFeedPage(kind, { unsorted: false }, page, signal),
    (tender) => tender.id,
    CALENDAR.exportMaxPages,
  );
}
