import { lazy, Suspense } from 'react';
import { PageTitle } from '@/components/page-title';
import type { FeedKind } from '@/features/tenders/api/keys';
import { TenderFeedLive, type FeedProfileState } from './tender-feed-live';
import { TenderFeedSkeleton } from './tender-feed-skeleton';

// A subscriber never sees the demo: it loads, with its sample tenders, only for the others.
const TenderFeedDemo = lazy(() => import('./tender-feed-demo').then((module) => ({ default: module.TenderFeedDemo })));

export type { FeedProfileState };

type TenderFeedProps = {
  kind: FeedKind;
  title: string;
  /** From the subscription status; null while it is being checked. */
  hasFullAccess: boolean | null;
  /** Decides the main feed's call and banners; other feeds ignore it. */
  profile?: FeedProfileState;
};

/** One of the four feed pages (spec §2 'Feed pages'): the live feed for subscribers, else the demo. */
export function TenderFeed({ kind, title, hasFullAccess, profile = 'complete' }: TenderFeedProps) {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle>{title}</PageTitle>
      {hasFullAccess === null ? (
        <TenderFeedSkeleton />
      ) : hasFullAccess ? (
        <TenderFeedLive kind={kind} label={title} profile={profile} />
      ) : (
        <Suspense fallback={<TenderFeedSkeleton />}>
          <TenderFeedDemo kind={kind} label={title} />
        </Suspense>
      )}
    </div>
  );
}
