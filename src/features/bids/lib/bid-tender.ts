/**
 * What the bids feature reads of a tender (spec §3). A Tender of the tenders feature fits it as it is, so
 * the page hands one over without this feature importing that one's internals.
 */
export type BidTender = {
  id: number;
  displayName: string;
  organization: string | null;
  submissionDate: string;
  analysis: { topics: readonly { type: string; value: string }[] } | null;
};

/** A passage of one of the tender's topics, shown in that topic's tab (as a cited answer's source is). */
export type PassageLinks = {
  /** The tab label of a topic type, or null when this tender has no tab for it. */
  labelOf: (topicType: string) => string | null;
  show: (passage: { topicType: string; quote: string }) => void;
};
