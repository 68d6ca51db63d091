import type { List, ListItem, Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { BID_SHEET } from '@/config/bids';
import type { Gate } from '@/features/bids/model/schemas';
import type { BidTender } from './bid-tender';

/** `requirements`, and any topic whose type says requirements or selection (or exclusion) criteria. */
const REQUIREMENT_TYPE = /requirement|selecti|vereist|eisen|uitsluit|exclusion/i;

export function isRequirementsTopic(type: string): boolean {
  return REQUIREMENT_TYPE.test(type);
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
// A list item often ends with the punctuation of the sentence it is part of.
const withoutTrailingPunctuation = (text: string) => text.replace(/[\s:;,]+$/, '');

function cut(text: string): string {
  const max = BID_SHEET.maxQuestionLength;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The item's own text (its paragraphs, not its nested lists) and the texts of the items nested in it. */
function readItem(item: ListItem): { own: string; nested: string[] } {
  const own = clean(
    item.children
      .filter((child) => child.type !== 'list')
      .map((child) => toString(child))
      .join(' '),
  );
  const nested = item.children
    .filter((child): child is List => child.type === 'list')
    .flatMap((list) => list.children.map((child) => withoutTrailingPunctuation(clean(toString(child)))))
    .filter(Boolean);
  return { own, nested };
}

/** The outermost lists of a markdown tree, in document order (a nested list belongs to its item). */
function outerLists(node: Nodes, found: List[] = []): List[] {
  if (node.type === 'list') {
    found.push(node);
    return found;
  }
  if ('children' in node) for (const child of node.children) outerLists(child, found);
  return found;
}

/**
 * One knock-out question per item of the outermost lists of the tender's requirements topics, answered
 * 'unknown' and pointing at the passage it comes from. A nested list's items join their parent's
 * question (they detail it). A topic without a list gives no questions: the user writes their own.
 */
export function prefillGates(tender: Pick<BidTender, 'analysis'>): Gate[] {
  const gates: Gate[] = [];
  const seen = new Set<string>();
  for (const topic of tender.analysis?.topics ?? []) {
    if (!isRequirementsTopic(topic.type)) continue;
    for (const list of outerLists(fromMarkdown(topic.value))) {
      for (const item of list.children) {
        const { own, nested } = readItem(item);
        const base = withoutTrailingPunctuation(own);
        const text = cut(nested.length > 0 ? `${base}${base ? ': ' : ''}${nested.join('; ')}` : base);
        if (!text || seen.has(text)) continue;
        seen.add(text);
        gates.push({
          id: `gate-${gates.length + 1}`,
          text,
          answer: 'unknown',
          // The item's own text is what the tab shows at that place; a bare parent quotes its first child.
          source: { topicType: topic.type, quote: own || (nested[0] ?? text) },
        });
      }
    }
  }
  return gates;
}
