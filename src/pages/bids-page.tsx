import { Suspense, useState } from 'react';
import { PageLoading } from '@/components/frame/page-loading';
import { PageTitle } from '@/components/ui/primitives/page-title';
import { useBidsProbe } from '@/features/bids/logged-in/get-bids-availability';
import { BidPipeline } from '@/features/bids/components/bid-pipeline';
import { PipelineSkeleton } from '@/features/bids/components/pipeline-skeleton';
import { readRememberedBids } from '@/features/bids/logged-in/remembered-bids';
import { useIsLargeScreen } from '@/hooks/logged-in/use-is-large-screen';
import { t } from '@/i18n/pipeline';
import { lazy } from '@/lib/frame/lazy';

// A subscriber never sees it: it loads only for the others.
const PipelineDemo = lazy(() =>
  import('@/features/bids/components/pipeline-demo').then((module) => ({ default: module.PipelineDemo })),
);

/**
 * /bids, 'Mijn biedingen' (optional extension 'Bids'). The app's layout shows it only where the API has the
 * extension (else the not-found page); a user without full access, whom the API answers 403, is told what
 * it is and where to subscribe. Its heading shows before the probe has answered when the last visit's answer
 * offered the extension (else a loading state: the not-found page may follow); the Bids are asked once the
 * probe says whether this user may read them.
 */
export default function BidsPage() {
  const probe = useBidsProbe();
  const isLargeScreen = useIsLargeScreen();
  const [wasOffered] = useState(readRememberedBids);
  if (probe === null && !wasOffered) return <PageLoading />;
  const isDemo = probe === 'demo';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <PageTitle>{t('pipeline.title')}</PageTitle>
        {!isDemo && <p className="text-slate-700">{t('pipeline.intro')}</p>}
      </div>
      {isDemo ? (
        <Suspense fallback={null}>
          <PipelineDemo />
        </Suspense>
      ) : probe === null ? (
        <PipelineSkeleton isBoard={isLargeScreen} />
      ) : (
        <BidPipeline />
      )}
    </div>
  );
}
