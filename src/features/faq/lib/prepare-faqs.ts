import type { FaqItem } from '../api/schemas';

/** Visible items only, by `order` (items without one last), then by id (spec §4 'Chat'). */
export function visibleSortedFaqs(items: readonly FaqItem[]): FaqItem[] {
  return items
    .filter((item) => item.isVisible)
    .sort((a, b) => {
      if (a.order !== b.order) {
        if (a.order === null) return 1;
        if (b.order === null) return -1;
        return a.order - b.order;
      }
      return a.id - b.id;
    });
}

/** Items whose question or answer contains the query, ignoring case and surrounding spaces. */
export function filterFaqs(items: readonly FaqItem[], query: string): FaqItem[] {
  const needle = query.trim().toLocaleLowerCase('nl');
  if (!needle) return [...items];
  return items.filter(
    (item) =>
      item.question.toLocaleLowerCase('nl').includes(needle) || item.answer.toLocaleLowerCase('nl').includes(needle),
  );
}
