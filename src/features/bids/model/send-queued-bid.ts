import type { QueryClient } from '@tanstack/react-query';
import type { PipelineBid } from '@/features/bids/api/get-pipeline';
import { bidKeys } from '@/features/bids/logged-in/keys';
import { putBid } from './put-bid';
import type { Bid, BidBody } from './schemas';

/**
 * The versions this app itself stored, per client and tender: the version a PUT was sent with → the one its
 * answer carries. A PUT queued behind another of the same Bid was based on the version before that one; it
 * is sent on top of it instead of meeting its own earlier PUT as a conflict. A version stored elsewhere
 * (another tab or device) is not in here, so that one still answers 409.
 */
const storedHere = new WeakMap<QueryClient, Map<number, Map<number, number>>>();

function chainOf(client: QueryClient, tenderId: number): Map<number, number> {
  const perTender = storedHere.get(client) ?? new Map<number, Map<number, number>>();
  storedHere.set(client, perTender);
  const chain = perTender.get(tenderId) ?? new Map<number, number>();
  perTender.set(tenderId, chain);
  return chain;
}

/**
 * A PUT of a Bid from the offline queue (src/lib/offline/queue/queued-action.ts), for every queued action that
 * stores a Bid: the sheet's autosave (save-sheet.ts) and a stage move (move-bid.ts). Its answer becomes the
 * Bid of the cache, the sheet's and the board's (a Go recorded on the sheet moves the card), so an action
 * queued after it can build its body on what is stored now.
 */
export async function sendQueuedBid(client: QueryClient, body: BidBody): Promise<Bid> {
  const chain = chainOf(client, body.tenderId);
  let version = body.version;
  for (let next = chain.get(version); next !== undefined; next = chain.get(version)) version = next;
  const stored = await putBid({ ...body, version });
  chain.set(version, stored.version);
  client.setQueryData(bidKeys.detail(stored.tenderId), stored);
  // A refetch of the board under way could answer with the Bid from before; a first load has nothing to undo.
  await client.cancelQueries({ queryKey: bidKeys.list(), predicate: (query) => query.state.data !== undefined });
  client.setQueryData<PipelineBid[]>(bidKeys.list(), (bids) =>
    bids?.map((bid) => (bid.tenderId === stored.tenderId ? { ...bid, ...stored } : bid)),
  );
  return stored;
}
