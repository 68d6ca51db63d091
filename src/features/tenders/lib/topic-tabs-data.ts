import { tDynamic } from '@/i18n/tenders';
import type { Tender } from '@/features/tenders/model/schemas';

/** The tab label of a topic type: Dutch, else English, else the key with underscores as spaces (spec §2). */
export function topicLabel(type: string): string {
  return tDynamic(`tenders.topics.${type}`, type.replace(/_/g, ' '));
}

/** `type` is the topic type the tab shows (`description` for the first), for a cited answer's source. */
export type TopicTab = { key: string; type: string; label: string; value: string };

/**
 * The tender's own description first (displayDescription, else description), then one tab per analysis
 * topic; a `description` topic would repeat the first tab, so it adds none (spec readings §5).
 */
export function topicTabsOf(tender: Tender): TopicTab[] {
  const description = tender.displayDescription || tender.description || '';
  const topics = (tender.analysis?.topics ?? []).filter((topic) => topic.type !== 'description');
  return [
    { key: 'description', type: 'description', label: topicLabel('description'), value: description },
    ...topics.map((topic) => ({
      key: `topic-${topic.id}`,
      type: topic.type,
      label: topicLabel(topic.type),
      value: topic.value,
    })),
  ];
}

/** `location` and `locatie` are one topic type (spec readings §5). */
const canonicalType = (type: string) => (type === 'locatie' ? 'location' : type);

/** The index of the tab showing a topic type, or -1 when the tender has none. */
export function tabIndexOfType(tabs: readonly TopicTab[], type: string): number {
  return tabs.findIndex((tab) => canonicalType(tab.type) === canonicalType(type));
}

/** A passage to show: which topic's tab and the quote to mark in it (a cited answer's source). */
export type TopicCitation = { topicType: string; quote: string };

/** How another part of the page (the chat) names a topic's tab and shows a citation in the tabs. */
export type TopicCitations = {
  /** The tab label of a topic type, or null when this tender has no tab for it. */
  labelOf: (topicType: string) => string | null;
  show: (citation: TopicCitation) => void;
};
