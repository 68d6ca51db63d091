import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { env } from '@/config/env';
import { useGeneralFaqs } from '@/features/faq/api/get-general-faqs';
import { FaqList } from '@/features/faq/components/faq-list';
import { t } from '@/i18n/faq';
import { mailtoHref } from '@/lib/mailto';

function FaqLoading() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <VisuallyHidden>{t('faq.loading')}</VisuallyHidden>
      <Skeleton className="h-11 w-full rounded-lg" />
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-12 w-full rounded-xl" />
      ))}
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
