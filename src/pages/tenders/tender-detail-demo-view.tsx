import { useParams } from 'react-router-dom';
import AwardsDemoEntry from '@/features/awards/components/awards-demo-entry';
import BidSheetEntry from '@/features/bids/components/bid-sheet-entry';
import { TenderDetailDemo } from '@/features/tenders/components/tender-detail-demo';
import { parseTenderId } from './first-calls/parse-tender-id';

/**
 * What a user without full access sees at a detail address: demo mode: why it shows no detail, past awards
 * in their demo state, and the go/no-go demo.
 */
export default function TenderDetailDemoView() {
  const tenderId = parseTenderId(useParams().id);
  return (
    <div className="flex flex-col gap-6">
      <TenderDetailDemo />
      {tenderId !== null && <AwardsDemoEntry tenderId={tenderId} />}
      <BidSheetEntry />
    </div>
  );
}
