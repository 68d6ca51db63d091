import { lazy, Suspense } from 'react';
import { useAfterInteraction } from '../hooks/use-after-interaction';
import type { BidTender, PassageLinks } from '../lib/bid-tender';

// The detail is at its 200 KB budget (bench/budgets.json): the go/no-go entry, under the topics, loads its
// code and asks the API whether it has the extension once the reader interacts with the page.
const BidSheetEntry = lazy(() => import('./bid-sheet-entry'));

type DeferredBidSheetEntryProps = { tender: BidTender; passages?: PassageLinks | undefined };

/** 'Go/no-go' on the tender detail, from the reader's first interaction on. */
export function DeferredBidSheetEntry(props: DeferredBidSheetEntryProps) {
  const hasInteracted = useAfterInteraction();
  return hasInteracted ? (
    <Suspense fallback={null}>
      <BidSheetEntry {...props} />
    </Suspense>
  ) : null;
}
