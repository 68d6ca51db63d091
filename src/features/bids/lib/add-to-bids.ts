import type { QueryClient } from '@tanstack/react-query';
import { t } from '@/i18n/bid-entry';
import { notify } from '@/lib/logged-in/toast';
import { addBid } from '../api/add-bid';
import { bidKeys } from '@/features/bids/logged-in/keys';
import type { BidTender } from './bid-tender';

/**
 * 'Toevoegen aan biedingen', loaded on the click: adds the tender to the pipeline (or finds the Bid it has),
 * updates the cached Bids and says so. True for a new Bid, false for one that was there already.
 */
export async function addToBids(
  tender: Pick<BidTender, 'id' | 'displayName' | 'submissionDate'>,
  queryClient: QueryClient,
): Promise<boolean> {
  const { bid, isNew } = await addBid(tender);
  queryClient.setQueryData(bidKeys.detail(tender.id), bid);
  void queryClient.invalidateQueries({ queryKey: bidKeys.list() });
  if (isNew) notify.success(t('bidEntry.added', { name: tender.displayName }));
  return isNew;
}
