import { useParams } from 'react-router-dom';
import AwardsLockedEntry from '@/features/awards/components/awards-locked-entry';
import BidExampleEntry from '@/features/bids/components/bid-example-entry';
import { TenderDetailLocked } from '@/features/tenders/components/tender-detail-locked';
import { parseTenderId } from './parse-tender-id';

/** What a user without full access sees at a detail address: why it is locked, past awards locked, the go/no-go example. */
export default function TenderDetailLockedView() {
  const tenderId = parseTenderId(useParams().id);
  return (
    <div className="flex flex-col gap-6">
      <TenderDetailLocked />
      {tenderId !== null && <AwardsLockedEntry tenderId={tenderId} />}
      <BidExampleEntry />
    </div>
  );
}
