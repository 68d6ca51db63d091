import { describe, expect, it } from 'vitest';
import type { FaqItem } from '../api/schemas';
import { filterFaqs, visibleSortedFaqs } from './prepare-faqs';

const item = (id: number, order: number | null, isVisible = true): FaqItem => ({
  id,
  question: `Vraag ${id}`,
  answer: id === 7 ? 'Over de BTW' : 'Antwoord',
  category: 'general',
  isVisible,
  order,
});

describe('visibleSortedFaqs', () => {
  it('drops hidden items and sorts by order, then id, without order last', () => {
    const sorted = visibleSortedFaqs([
      item(4, null),
      item(3, 2),
      item(2, 2),
      item(9, 1, false),
      item(1, null),
      item(5, 0),
    ]);
    expect(sorted.map((faq) => faq.id)).toEqual([5, 2, 3, 1, 4]);
  });

  it('does not change the given array', () => {
    const items = [item(2, 2), item(1, 1)];
    visibleSortedFaqs(items);
    expect(items.map((faq) => faq.id)).toEqual([2, 1]);
  });
});

describe('filterFaqs', () => {
  it('matches question or answer, case-insensitively, ignoring surrounding spaces', () => {
    const items = [item(6, 1), item(7, 2)];
    expect(filterFaqs(items, '  btw ').map((faq) => faq.id)).toEqual([7]);
    expect(filterFaqs(items, 'VRAAG 6').map((faq) => faq.id)).toEqual([6]);
    expect(filterFaqs(items, '   ')).toHaveLength(2);
  });
});
