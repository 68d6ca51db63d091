import { notify } from '@/components/ui/toast';
import type { FeedKind } from '@/features/tenders/api/keys';
import { sampleTenders } from '@/features/tenders/data/sample-tenders';
import { t } from '@/i18n';
import { DemoModeBox } from './demo-mode-box';
import { TenderFeedEmpty } from './tender-feed-empty';
import { TenderFeedList } from './tender-feed-list';

// One toast however often the user clicks: the message does not change.
const blocked = () => notify.warning(t('tenders.demo.blocked'), { toastId: 'demo-blocked' });

/**
 * Demo mode (spec §1, §6): the bundled sample tenders on the main feed, without a call; other feeds
 * are empty. Opening, saving and rejecting are blocked before any request.
 */
export function TenderFeedDemo({ kind, label }: { kind: FeedKind; label: string }) {
  return (
    <>
      <DemoModeBox />
      {kind === 'main' ? (
        <TenderFeedList label={label} tenders={sampleTenders} onView={blocked} onSave={blocked} onReject={blocked} />
      ) : (
        <TenderFeedEmpty kind={kind} showHint={false} />
      )}
    </>
  );
}
