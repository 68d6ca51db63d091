import type { FeedKind } from '@/features/tenders/api/keys';
import { sampleTenders } from '@/features/tenders/data/sample-tenders';
import { notifyNoFullAccess } from '@/features/tenders/lib/notify-no-full-access';
import { DemoModeBox } from './demo-mode-box';
import { TenderFeedEmpty } from './tender-feed-empty';
import { TenderFeedList } from './tender-feed-list';

/**
 * Demo mode (spec §1, §6): the bundled sample tenders on the main feed, without a call; other feeds
 * are empty. Opening, saving and rejecting are blocked before any request.
 */
export function TenderFeedDemo({ kind, label }: { kind: FeedKind; label: string }) {
  return (
    <>
      <DemoModeBox />
      {kind === 'main' ? (
        <TenderFeedList
          label={label}
          tenders={sampleTenders}
          onView={notifyNoFullAccess}
          onSave={notifyNoFullAccess}
          onReject={notifyNoFullAccess}
        />
      ) : (
        <TenderFeedEmpty kind={kind} showHint={false} />
      )}
    </>
  );
}
