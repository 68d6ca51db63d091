import { tDynamic } from '@/i18n/tenders';
import type { Tender } from '../api/schemas';

/** The tab label of a topic type: Dutch, else English, else the key with underscores as spaces (spec §2). */
export function topicLabel(type: string): string {
  return tDynamic(`tenders.topics.${type}`, type.replace(/_/g, ' '));
}

export type TopicTab = { key: string; label: string; value: string };

/**
 * The tender's own description first (displayDescription, else description), then one tab per analysis
 * topic; a `description` topic would repeat the first tab, so it adds none (spec readings §5).
 */
export function topicTabsOf(tender: Tender): TopicTab[] {
  const description = tender.displayDescription || tender.description || '';
  const topics = (tender.analysis?.topics ?? []).filter((topic) => topic.type !== 'description');
  return [
    { key: 'description', label: topicLabel('description'), value: description },
    ...topics.map((topic) => ({ key: `topic-${topic.id}`, label: topicLabel(topic.type), value: topic.value })),
  ];
}
