import { bearerClient } from '@/api/bearer-client';
import { bidEndpoints } from '@/features/bids/logged-in/endpoints';
import { errorStatus } from '@/api/errors';
import { parseResponse } from '@/api/parse';
import { v } from '@/api/schema';
import { BidConflictSchema, BidSchema, type Bid, type BidBody } from './schemas';

/** A 409: the stored Bid changed since `version` (another tab or device); `current` is what is stored now. */
export class BidConflictError extends Error {
  constructor(readonly current: Bid) {
    super('Bid version conflict');
    this.name = 'BidConflictError';
  }
}

/** `PUT /bids/{tenderId}/`: the stored Bid (version one higher), or a BidConflictError on a 409. */
export async function putBid(body: BidBody): Promise<Bid> {
  const endpoint = bidEndpoints.one(body.tenderId);
  try {
    const response = await bearerClient.put(endpoint, body);
    return parseResponse(BidSchema, response.data, endpoint);
  } catch (error) {
    if (errorStatus(error) !== 409) throw error;
    const conflict = v.safeParse(BidConflictSchema, (error as { response?: { data?: unknown } }).response?.data);
    // A 409 without a readable current Bid cannot be resolved by a choice: it is a failed save.
    if (!conflict.success) throw error;
    throw new BidConflictError(conflict.output.current);
  }
}
