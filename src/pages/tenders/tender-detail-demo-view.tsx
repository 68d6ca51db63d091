import { useParams } from 'react-router-dom';
import AwardsLockedEntry from '@/features/awards/components/awards-locked-entry';
import BidSheetEntry from '@/features/bids/components/bid-sheet-entry';
import { TenderDetailDemo } from '@/features/tenders/components/tender-detail-demo';
import { parseTenderId } from './first-calls/parse-tender-id';

/**
 * What a user without full access sees at a detail address: demo mode: why it shows no detail, past awards
 * locked, and the go/no-go example.
 */
export default function TenderDetailDemoView() {
  const tenderId = parseTenderId(useParams().id);
  return (
    <div className="flex flex-col gap-6">
      <TenderDetailDemo />
      {tenderId !== null && <AwardsLockedEntry tenderId={tenderId} />}
      <BidSheetEntry />
    </div>
  );
}
