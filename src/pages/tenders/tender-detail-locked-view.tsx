import BidSheetEntry from '@/features/bids/components/bid-sheet-entry';
import { TenderDetailLocked } from '@/features/tenders/components/tender-detail-locked';

/** What a user without full access sees at a detail address: why it is locked, and the go/no-go example. */
export default function TenderDetailLockedView() {
  return (
    <div className="flex flex-col gap-6">
      <TenderDetailLocked />
      <BidSheetEntry />
    </div>
  );
}
