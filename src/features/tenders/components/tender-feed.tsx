import { PageTitle } from '@/components/page-title';
import type { FeedKind } from '@/features/tenders/api/keys';
import { TenderFeedDemo } from './tender-feed-demo';
import { TenderFeedLive, type FeedProfileState } from './tender-feed-live';
import { TenderFeedSkeleton } from './tender-feed-skeleton';

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
        <TenderFeedDemo kind={kind} label={title} />
      )}
    </div>
  );
}
