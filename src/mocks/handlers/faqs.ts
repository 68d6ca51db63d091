/** `GET faqs/?category=general` → a JSON array (spec readings §7); anonymous, like the /faq page. */
import { endpoints } from '@/api/early/endpoints';
import { db } from '../db';
import { json, route } from '../lib/http';

const list = route('get', endpoints.faqs, ({ request }) => {
  const category = new URL(request.url).searchParams.get('category');
  // Without a category: every FAQ; with an unknown one: none.
  const faqs = category ? db.faqs.filter((faq) => faq.category === category) : db.faqs;
  return json(faqs.map((faq) => ({ ...faq })));
});

export const faqsHandlers = [list];
