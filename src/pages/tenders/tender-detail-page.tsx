import { Suspense, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PageNeedsConnection } from '@/components/logged-in/page-needs-connection';
import { PageTitle } from '@/components/ui/primitives/page-title';
import { AwardsEntry } from '@/features/awards/components/awards-entry';
import BidSheetEntry from '@/features/bids/components/bid-sheet-entry';
import { ChatLauncher } from '@/features/chat/components/chat-launcher';
import { useAccess } from '@/features/subscription/logged-in/use-access';
import { TenderDetail } from '@/features/tenders/components/tender-detail';
import { TenderFaqSection } from '@/features/tenders/components/tender-faq-section';
import { t } from '@/i18n/tenders';
import { lazy } from '@/lib/frame/lazy';
import { parseTenderId } from '@/pages/tenders/first-calls/parse-tender-id';
import { TenderFaqQuestions } from './tender-faq-questions';

// A subscriber never sees the demo page: it loads only for the others, with the go/no-go demo.
const TenderDetailDemoView = lazy(() => import('./tender-detail-demo-view'));

/** /tenders/{id} and /tenders/{id}/info: {id} must be an integer; the detail needs full access. */
export default function TenderDetailPage() {
  const { id } = useParams();
  const tenderId = parseTenderId(id);
  const access = useAccess();
  // The tender whose go/no-go sheet is open: the chat steps aside for it, and another tender opens closed.
  const [sheetOf, setSheetOf] = useState<number | null>(null);

  if (tenderId === null) {
    return (
      <div className="flex flex-col gap-3">
        <PageTitle>{t('layout.pageTitles.tenderDetail')}</PageTitle>
        <p role="alert" className="text-slate-700">
          {t('layout.invalidTenderId')}
        </p>
      </div>
    );
  }
  const loading = (
    <p role="status" className="text-slate-600">
      {t('tenders.detail.loading')}
    </p>
  );
  if (access.needsConnection) return <PageNeedsConnection title={t('layout.pageTitles.tenderDetail')} />;
  if (access.isChecking) return loading;
  if (!access.hasFullAccess) {
    return (
      <Suspense fallback={loading}>
        <TenderDetailDemoView />
      </Suspense>
    );
  }

  return (
    <TenderDetail
      tenderId={tenderId}
      faqs={<TenderFaqSection>{(mode) => <TenderFaqQuestions mode={mode} />}</TenderFaqSection>}
      renderExtra={(tender, citations) => (
        <>
          <AwardsEntry tender={tender} />
          <BidSheetEntry
            tender={tender}
            passages={citations}
            isOpen={sheetOf === tender.id}
            onOpenChange={(isOpen) => setSheetOf(isOpen ? tender.id : null)}
          />
        </>
      )}
      renderChat={(tender, citations) => (
        <ChatLauncher
          tenderId={tender.id}
          tenderName={tender.displayName}
          sourceLinks={citations}
          stepsAside={sheetOf === tender.id}
        />
      )}
    />
  );
}
