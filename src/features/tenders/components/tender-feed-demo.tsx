import { useRef } from 'react';
import type { FeedKind } from '@/features/tenders/logged-in/keys';
import { sampleTenders } from '@/features/tenders/data/sample-tenders';
import { useFeedShortcuts } from '@/features/tenders/feed/use-feed-shortcuts';
import type { FeedListHandle } from '@/features/tenders/lib/feed-cards';
import { notifyNoFullAccess } from '@/features/tenders/logged-in/notify-no-full-access';
import { DemoModeBox } from './demo-mode-box';
import { TenderFeedEmpty } from '@/features/tenders/feed/tender-feed-empty';
import { TenderFeedList } from '@/features/tenders/feed/tender-feed-list';

type TenderFeedDemoProps = { kind: FeedKind; label: string; onShowShortcuts: () => void };

/**
 * Demo mode (spec §1, §6): the bundled sample tenders on the main feed, without a call; other feeds
 * are empty. Opening, saving and rejecting are blocked before any request.
 */
export function TenderFeedDemo({ kind, label, onShowShortcuts }: TenderFeedDemoProps) {
  const listRef = useRef<FeedListHandle>(null);
  const shortcuts = useFeedShortcuts({
    listRef,
    tenders: kind === 'main' ? sampleTenders : [],
    onSave: notifyNoFullAccess,
    onReject: notifyNoFullAccess,
    onShowHelp: onShowShortcuts,
    isDemo: true,
  });
  return (
    <>
      <p role="status" className="sr-only">
        <span key={shortcuts.announcement.id}>{shortcuts.announcement.text}</span>
      </p>
      <DemoModeBox />
      {kind === 'main' ? (
        <TenderFeedList
          ref={listRef}
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
