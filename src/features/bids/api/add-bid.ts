import type { BidTender } from '../lib/bid-tender';
import { deadlineOf } from '../lib/deadline-of';
import { BidConflictError, putBid } from '@/features/bids/model/put-bid';
import type { Bid } from '@/features/bids/model/schemas';

/**
 * 'Toevoegen aan biedingen': a new Bid in Interessant (`PUT` with version 0), its deadline the tender's and
 * its sheet not started (it is prefilled when first opened). A 409 means the tender is in the pipeline
 * already: the stored Bid is that answer's `current`.
 */
export async function addBid(tender: Pick<BidTender, 'id' | 'submissionDate'>): Promise<{ bid: Bid; isNew: boolean }> {
  try {
    const bid = await putBid({
      tenderId: tender.id,
      status: 'interested',
      version: 0,
      decision: { outcome: null, reason: '' },
      deadline: deadlineOf(tender),
      sheet: { gates: [], criteria: [], milestones: {}, notes: '' },
    });
    return { bid, isNew: true };
  } catch (error) {
    if (error instanceof BidConflictError) return { bid: error.current, isNew: false };
    throw error;
  }
}
