import { PageTitle } from '@/components/ui/primitives/page-title';
import { QueryState } from '@/components/logged-in/query-state';
import { Skeleton } from '@/components/ui/primitives/skeleton';
import { VisuallyHidden } from '@/components/ui/primitives/visually-hidden';
import { env } from '@/config/env';
import { useGeneralFaqs } from '@/features/faq/api/get-general-faqs';
import { FaqList } from '@/features/faq/components/faq-list';
import { t } from '@/i18n/faq';
import { mailtoHref } from '@/lib/frame/mailto';

// The built-in general FAQs are six (spec §3 'FAQ item'): as many placeholder rows keep the contact line
// below where it will be once they arrive.
const PLACEHOLDER_ROWS = 6;
// Below 640 px the third, fifth and sixth questions take two lines (measured at 360 and 412 px): their
// placeholders do too, or the contact line moves down when the list arrives (CLS 0.022 on a phone).
const TWO_LINE_ROWS_ON_PHONES = new Set([2, 4, 5]);

/** Shaped like the loaded list (search field, then the questions in one bordered box), so nothing jumps. */
function FaqLoading() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <VisuallyHidden>{t('faq.loading')}</VisuallyHidden>
      <Skeleton className="h-11 w-full rounded-lg" />
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
          <div key={row} className="px-4 py-3">
            <Skeleton className="h-6 w-3/4" />
            {TWO_LINE_ROWS_ON_PHONES.has(row) && <Skeleton className="h-6 w-1/2 sm:hidden" />}
          </div>
        ))}
      </div>
    </div>
  );
}

/** /faq: the general FAQs from the server, searchable (spec §2). */
export default function FaqPage() {
  const faqs = useGeneralFaqs();
  return (
    <div className="flex flex-col gap-6">
      <header className="space-y-2">
        <PageTitle>{t('faq.page.title')}</PageTitle>
        <p className="text-slate-700">{t('faq.page.intro')}</p>
      </header>

      <QueryState query={faqs} loading={<FaqLoading />} errorMessage={() => t('faq.loadError')}>
        {(items) => <FaqList items={items} searchable headingLevel={2} />}
      </QueryState>

      <p className="text-slate-700">
        {t('faq.page.contact')}{' '}
        <a
          className="font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900"
          href={mailtoHref({ subject: t('faq.page.mailSubject') })}
        >
          {env.CONTACT_EMAIL}
        </a>
        .
      </p>
    </div>
  );
}
