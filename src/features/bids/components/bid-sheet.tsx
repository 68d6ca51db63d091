import { QueryState } from '@/components/logged-in/query-state';
import { t } from '@/i18n/bids';
import { useBid } from '../api/get-bid';
import type { Bid } from '@/features/bids/model/schemas';
import { draftOf } from '../hooks/use-bid-saver';
import type { BidTender, PassageLinks } from '../lib/bid-tender';
import { deadlineOf } from '../lib/deadline-of';
import { draftBackup } from '@/features/bids/model/draft-backup';
import { defaultCriteria, newSheet, withDefaults } from '../lib/new-sheet';
import { LoadedBidSheet, type LoadedBidSheetProps } from './loaded-bid-sheet';

type BidSheetProps = { tender: BidTender; passages?: PassageLinks | undefined };

const criterionLabels = () => defaultCriteria((key) => t(`bids.criteria.labels.${key}`));

/** Unsaved edits left from a failed save or a reload first, then the stored Bid, else a new sheet. */
function initialOf(tender: BidTender, bid: Bid | null): LoadedBidSheetProps['initial'] {
  const backup = draftBackup.read(tender.id);
  if (backup) return { ...backup, isUnsaved: true };
  if (bid) {
    const draft = draftOf(bid);
    return {
      draft: { ...draft, sheet: withDefaults(draft.sheet, tender, criterionLabels()) },
      version: bid.version,
      isUnsaved: false,
    };
  }
  return {
    draft: {
      status: 'assessing',
      decision: { outcome: null, reason: '' },
      deadline: deadlineOf(tender),
      sheet: newSheet(tender, criterionLabels()),
    },
    version: 0,
    isUnsaved: false,
  };
}

/** The sheet of a subscriber: the stored Bid (fetched fresh), its loading and error states. */
export default function BidSheet({ tender, passages }: BidSheetProps) {
  const bid = useBid(tender.id);
  return (
    <QueryState query={bid} errorMessage={() => t('bids.sheet.loadError')}>
      {(data) => <LoadedBidSheet tender={tender} passages={passages} initial={initialOf(tender, data)} canSave />}
    </QueryState>
  );
}
