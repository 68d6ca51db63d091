import { Suspense } from 'react';
import { PageTitle } from '@/components/ui/primitives/page-title';
import { useBidsAvailability } from '@/features/bids/logged-in/get-bids-availability';
import { BidPipeline } from '@/features/bids/components/bid-pipeline';
import { t } from '@/i18n/pipeline';
import { lazy } from '@/lib/frame/lazy';

// A subscriber never sees it: it loads only for the others.
const PipelineLocked = lazy(() =>
  import('@/features/bids/components/pipeline-locked').then((module) => ({ default: module.PipelineLocked })),
);

/**
 * /bids, 'Mijn biedingen' (optional extension 'Bids'). The app's layout shows it only where the API has the
 * extension (else the not-found page); a user without full access, whom the API answers 403, is told what
 * it is and where to subscribe.
 */
export default function BidsPage() {
  const isLocked = useBidsAvailability() === 'locked';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <PageTitle>{t('pipeline.title')}</PageTitle>
        {!isLocked && <p className="text-slate-700">{t('pipeline.intro')}</p>}
      </div>
      {isLocked ? (
        <Suspense fallback={null}>
          <PipelineLocked />
        </Suspense>
      ) : (
        <BidPipeline />
      )}
    </div>
  );
}
