import type { Tender, Topic } from '@/features/tenders/model/schemas';
import { formatCardDate } from '@/lib/frame/format';

const LOCATION_TOPICS = ['location', 'locatie'];

/** Markdown reduced to the plain text of its first non-empty line (the card has room for one line). */
export function firstPlainLine(markdown: string): string {
  const line = markdown
    .split(/\r?\n/)
    .map((text) => text.trim())
    .find((text) => text.length > 0);
  if (!line) return '';
  return line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^(#{1,6}\s+|>\s*|[-*+]\s+|\d+[.)]\s+)/, '')
    .replace(/[*_`~]/g, '')
    .trim();
}

/** Whether an analysis topic is the tender's place (type location/locatie). */
export const isLocationTopic = (topic: Pick<Topic, 'type'>) =>
  LOCATION_TOPICS.includes(topic.type.trim().toLowerCase());

/** The place from the analysis topic of type location/locatie, as plain text. */
export function tenderLocation(tender: Tender): string {
  const topic = tender.analysis?.topics.find(isLocationTopic);
  return topic ? firstPlainLine(topic.value) : '';
}

/** Feed cards show the nl-BE date; landing sample cards the first 10 characters of submissionDate (spec §2). */
export function deadlineText(submissionDate: string, variant: 'feed' | 'landing'): string {
  if (variant === 'landing') return submissionDate.slice(0, 10) || '-';
  return formatCardDate(submissionDate);
}

export type DayCountTone = 'emerald' | 'amber' | 'red' | 'slate';

/** Emerald above 14 days, amber at 14 or fewer, red at 3 or fewer, slate when past or undated (design.md). */
export function dayCountTone(daysRemaining: number | null): DayCountTone {
  if (daysRemaining === null || daysRemaining < 0) return 'slate';
  if (daysRemaining <= 3) return 'red';
  if (daysRemaining <= 14) return 'amber';
  return 'emerald';
}
