import { CALENDAR } from '@/config/calendar';
import { getFeedPage, nextPageParam } from './get-feed';
import type { FeedKind } from './keys';
import type { Tender } from './schemas';

/**
 * Every tender of a feed, page after page, each once (the 'Exporteer deadlines' of the saved feed). Stops
 * at the last page, at a `next` that does not move forward, or after CALENDAR.exportMaxPages pages.
 */
export async function getWholeFeed(kind: FeedKind, signal?: AbortSignal): Promise<Tender[]> {
  const tenders = new Map<number, Tender>();
  let page: number | undefined = 1;
  for (let fetched = 0; page !== undefined && fetched < CALENDAR.exportMaxPages; fetched += 1) {
    const result = await getFeedPage(kind, { unsorted: false }, page, signal);
    for (const tender of result.results) if (!tenders.has(tender.id)) tenders.set(tender.id, tender);
    const next = nextPageParam(result.next);
    page = next !== undefined && next > page ? next : undefined;
  }
  return [...tenders.values()];
}
