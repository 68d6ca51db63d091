import { FaqList } from '@/features/faq/components/faq-list';
import type { TenderFaqMode } from '@/features/tenders/components/tender-faq-section';
import { TENDER_FAQS } from '@/features/tenders/data/tender-faqs';
import { t } from '@/i18n/tenders';

/** The detail's questions, searchable: loaded as the FAQ section nears the viewport (tender-faq-questions.tsx). */
export default function TenderFaqList({ mode }: { mode: TenderFaqMode }) {
  return (
    <FaqList
      items={TENDER_FAQS}
      mode={mode}
      searchable
      searchPlaceholder={t('tenders.faq.searchPlaceholder')}
      emptyMessage={t('tenders.faq.empty')}
      headingLevel={3}
    />
  );
}
