import BidSheetEntry from '@/features/bids/components/bid-sheet-entry';
import { TenderDetailDemo } from '@/features/tenders/components/tender-detail-demo';

/** What a user without full access sees at a detail address: demo mode: why it shows no detail, and the go/no-go example. */
export default function TenderDetailDemoView() {
  return (
    <div className="flex flex-col gap-6">
      <TenderDetailDemo />
      <BidSheetEntry />
    </div>
  );
}
