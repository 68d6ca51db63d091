// The calls of the feeds and the detail, apart from their queries so that the entry can ask a page's first
// ones before the app has loaded (src/app/first-calls/first-calls.ts).
import type { ApiCall } from '@/api/early/api-call';
import { endpoints } from '@/api/early/endpoints';
import { API_LANGUAGE } from '@/config/constants';
import type { FeedKind, FeedParams } from '@/features/tenders/logged-in/keys';

const BY_SCORE = '-overall_score';
const BY_PUBLICATION = '-publication_date';

/** Which endpoint and ordering a feed uses (spec §4 Feed, §7 Tenders). */
export function feedRequest(kind: FeedKind, { unsorted }: FeedParams): { endpoint: string; ordering: string } {
  switch (kind) {
    case 'main':
      return unsorted
        ? { endpoint: endpoints.tenders.unsorted, ordering: BY_PUBLICATION }
        : { endpoint: endpoints.tenders.matched, ordering: BY_SCORE };
    case 'saved':
      return { endpoint: endpoints.tenders.saved, ordering: BY_SCORE };
    case 'rejected':
      return { endpoint: endpoints.tenders.rejected, ordering: BY_SCORE };
    case 'past':
      return { endpoint: endpoints.tenders.past, ordering: BY_SCORE };
  }
}

/** A page of a feed; filters are optional extensions (docs/api-contract.md): only those set are sent. */
export function feedPageCall(kind: FeedKind, params: FeedParams, page: number): ApiCall {
  const { endpoint, ordering } = feedRequest(kind, params);
  return { endpoint, params: { language: API_LANGUAGE, page, ordering, ...params.filters } };
}

export function tenderInfoCall(id: number): ApiCall {
  return { endpoint: endpoints.tenders.info(id), params: { language: API_LANGUAGE, ordering: BY_SCORE } };
}
