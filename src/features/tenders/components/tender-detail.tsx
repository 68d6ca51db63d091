import { useState, type ReactNode } from 'react';
import { PageNeedsConnection } from '@/components/logged-in/page-needs-connection';
import { PageTitle } from '@/components/ui/primitives/page-title';
import { Skeleton } from '@/components/ui/primitives/skeleton';
import { VisuallyHidden } from '@/components/ui/primitives/visually-hidden';
import { useNeedsConnection } from '@/hooks/logged-in/use-needs-connection';
import { t } from '@/i18n/tenders';
import { useTender } from '@/features/tenders/feed-and-detail/get-tender';
import type { Tender } from '@/features/tenders/model/schemas';
import { TenderDetailActions } from './tender-detail-actions';
import { TenderMatchReasons } from './tender-match-reasons';
import { TopicTabs } from './topic-tabs';
import {
  tabIndexOfType,
  topicTabsOf,
  type TopicCitation,
  type TopicCitations,
} from '@/features/tenders/lib/topic-tabs-data';

type TenderDetailProps = {
  tenderId: number;
  /** The FAQ section, under the topics. */
  faqs?: ReactNode;
  /**
   * The assistant, beside the detail on large screens (composed by the page: features stay apart). It
   * gets `citations` to name a cited answer's sources after their tabs and show them in the tabs.
   */
  renderChat?: (tender: Tender, citations: TopicCitations) => ReactNode;
  /** More about the tender under its topics (the go/no-go sheet), composed by the page; `citations` as above. */
  renderExtra?: (tender: Tender, citations: TopicCitations) => ReactNode;
};

function TenderDetailLoading() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <VisuallyHidden>{t('tenders.detail.loading')}</VisuallyHidden>
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-5 w-1/3" />
      <Skeleton className="h-11 w-2/3" />
      <Skeleton shape="block" className="h-64 w-full" />
    </div>
  );
}

/** Spec §2 'Tender detail': name and organisation, save/reject/help, the topics as tabs, FAQs and chat. */
export function TenderDetail({ tenderId, faqs, renderChat, renderExtra }: TenderDetailProps) {
  const query = useTender(tenderId);
  const [citation, setCitation] = useState<TopicCitation | null>(null);
  const needsConnection = useNeedsConnection(query);

  if (needsConnection) return <PageNeedsConnection title={t('layout.pageTitles.tenderDetail')} />;
  if (query.isPending) return <TenderDetailLoading />;
  // A refetch after save/reject keeps the shown data; only a tender never loaded shows the error.
  if (!query.data) {
    return (
      <div className="flex flex-col gap-4">
        <PageTitle>{t('layout.pageTitles.tenderDetail')}</PageTitle>
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          {t('tenders.detail.error')}
        </p>
      </div>
    );
  }

  const tender = query.data;
  const citations: TopicCitations = {
    labelOf: (topicType) => {
      const tabs = topicTabsOf(tender);
      return tabs[tabIndexOfType(tabs, topicType)]?.label ?? null;
    },
    // A new object each time, so choosing the same source again scrolls to it again.
    show: ({ topicType, quote }) => setCitation({ topicType, quote }),
  };
  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
      <article className="flex min-w-0 flex-1 flex-col gap-6">
        <header className="flex flex-col gap-2">
          <PageTitle className="break-words">{tender.displayName}</PageTitle>
          {tender.organization && (
            <p className="text-slate-700">
              <span className="sr-only">{t('tenders.detail.organization')}: </span>
              {tender.organization}
            </p>
          )}
        </header>
        <TenderDetailActions tender={tender} />
        <TenderMatchReasons tender={tender} />
        <TopicTabs tender={tender} citation={citation} />
        {renderExtra?.(tender, citations)}
        {faqs}
      </article>
      {renderChat?.(tender, citations)}
    </div>
  );
}
