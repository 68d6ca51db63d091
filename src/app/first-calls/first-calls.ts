import { callOf, type ApiCall } from '@/api/early/api-call';
import { endpoints } from '@/api/early/endpoints';
import { feedPageCall, tenderInfoCall } from '@/features/tenders/first-calls/requests';
import { parseTenderId } from '@/pages/tenders/first-calls/parse-tender-id';
import type { FirstCalls } from '@/app/route-table';

/**
 * What each page that names its first calls in the route table waits for to show a subscriber his data,
 * from its URL. Loaded by the entry apart (start-early-calls.ts): the landing page never loads it.
 */
export const firstCalls: Record<FirstCalls, (pathname: string, search: string) => ApiCall[]> = {
  // Where the profile stands decides the feed's order; the sorted feed is the guess of the feed's own early
  // page (use-early-feed-page.ts). A filtered feed waits for the app.
  feed: (_, search) =>
    search
      ? []
      : [
          callOf(endpoints.users.completeness),
          callOf(endpoints.users.processingStatus),
          feedPageCall('main', { unsorted: false }, 1),
        ],
  // The id is the path's second segment (/tenders/{id}, /tenders/{id}/info).
  detail: (pathname) => {
    const id = parseTenderId(pathname.split('/')[2]);
    return id === null ? [] : [tenderInfoCall(id)];
  },
};
