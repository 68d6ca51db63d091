import { v } from '@/api/schema';
import { isLocationTopic } from '@/features/tenders/feed/tender-card-fields';
import { pagedSchema, TenderSchema, type Tender } from '@/features/tenders/model/schemas';

/**
 * What a feed keeps of each tender: what its cards show, and what the features that read the cached feed use
 * (the save and reject flags of every cached copy, a card's 'Toevoegen aan biedingen' and calendar entry, the
 * saved feed read offline). Not the texts the detail shows (descriptions, the analysis topics but the place):
 * with them, ten thousand loaded tenders held 121 MB of heap (issue #44). The detail and the go/no-go sheet
 * read the whole tender, which the detail asks for. Of the Tender type, what is not kept is empty.
 */
export function feedTender(tender: Tender): Tender {
  const { analysis } = tender;
  return {
    id: tender.id,
    displayName: tender.displayName,
    organization: tender.organization,
    labels: tender.labels,
    analysis: analysis && {
      id: analysis.id,
      labels: analysis.labels,
      topics: analysis.topics.filter(isLocationTopic),
      state: null,
      type: null,
    },
    daysRemaining: tender.daysRemaining,
    submissionDate: tender.submissionDate,
    isSaved: tender.isSaved,
    isRejected: tender.isRejected,
    overallScore: tender.overallScore,
    matchReasons: tender.matchReasons,
    name: null,
    description: null,
    displayDescription: '',
    fileNumber: null,
    type: null,
  };
}

/** A page of a feed, each tender as the feed keeps it. */
export const FeedPageSchema = pagedSchema(v.pipe(TenderSchema, v.transform(feedTender)));
