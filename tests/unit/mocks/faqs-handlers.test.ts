import { describe, expect, it } from 'vitest';
import { anonymousClient } from '@/api/anonymous-client';
import { endpoints } from '@/api/early/endpoints';
import { FaqListSchema } from '@/features/faq/api/schemas';
import { v } from '@/api/schema';

describe('GET faqs/', () => {
  it('answers the general FAQs as an array, one of them hidden', async () => {
    const response = await anonymousClient.get(endpoints.faqs, { params: { category: 'general' } });
    expect(Array.isArray(response.data)).toBe(true);
    const faqs = v.parse(FaqListSchema, response.data);
    const visible = faqs.filter((faq) => faq.isVisible);
    expect(visible.map((faq) => faq.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(faqs.some((faq) => !faq.isVisible)).toBe(true);
    expect(visible[0]?.question).toBe('Wat is tender matching?');
    expect(visible.every((faq) => faq.category === 'general' && faq.answer.length > 80)).toBe(true);
  });

  it('answers an empty array for an unknown category', async () => {
    const response = await anonymousClient.get(endpoints.faqs, { params: { category: 'onbekend' } });
    expect(response.data).toEqual([]);
  });
});
