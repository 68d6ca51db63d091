import { queryOptions, useQuery } from '@tanstack/react-query';
import { anonymousClient } from '@/api/anonymous-client';
import { endpoints } from '@/api/early/endpoints';
import { parseResponse } from '@/api/parse';
import { QUERY } from '@/config/constants';
import { FaqListSchema, type FaqItem } from './schemas';

export const faqKeys = {
  all: ['faqs'] as const,
  general: () => [...faqKeys.all, 'general'] as const,
};

/** The general FAQs shown on /faq (spec readings §7: a JSON array of FAQ items). */
export async function getGeneralFaqs(): Promise<FaqItem[]> {
  const response = await anonymousClient.get(endpoints.faqs, { params: { category: 'general' } });
  return parseResponse(FaqListSchema, response.data, endpoints.faqs);
}

export function generalFaqsQueryOptions() {
  return queryOptions({
    queryKey: faqKeys.general(),
    queryFn: getGeneralFaqs,
    staleTime: QUERY.faqStale,
    gcTime: QUERY.faqGc,
  });
}

export function useGeneralFaqs() {
  return useQuery(generalFaqsQueryOptions());
}
