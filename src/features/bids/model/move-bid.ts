import { useMutation, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage } from '@/api/errors';
import { t } from '@/i18n/pipeline';
import { queuedAction } from '@/lib/offline/queue/queued-action';
import { notify } from '@/lib/logged-in/toast';
import { draftBackup } from '@/features/bids/model/draft-backup';
import type { PipelineBid } from '@/features/bids/api/get-pipeline';
import { bidKeys } from '@/features/bids/logged-in/keys';
import { sendQueuedBid } from './send-queued-bid';
import { BidConflictError } from './put-bid';
import type { Bid, BidBody, BidStatus } from './schemas';

/**
 * A move of a card: its Bid as the board showed it (without its tender: the queue is persisted), its name for
 * the toasts, and the stage it goes to.
 */
export type MoveBidInput = { bid: Bid; name: string; status: BidStatus };

function updateBid(client: QueryClient, tenderId: number, change: (bid: PipelineBid) => PipelineBid) {
  client.setQueryData<PipelineBid[]>(bidKeys.list(), (bids) =>
    bids?.map((bid) => (bid.tenderId === tenderId ? change(bid) : bid)),
  );
}

/**
 * The stage of the Bid on its sheet and on the sheet's unsaved edits (`unless` they show another by now): a
 * sheet opened after the move starts from it, so that its next save does not send the stage back.
 */
function showOnSheet(client: QueryClient, tenderId: number, status: BidStatus, unless?: BidStatus) {
  client.setQueryData<Bid | null>(
    bidKeys.detail(tenderId),
    (bid) => bid && (unless === undefined || bid.status === unless ? { ...bid, status } : bid),
  );
  draftBackup.moveStage(tenderId, status, unless);
}

/**
 * The newest Bid this app knows of when the move's turn comes: the one a sheet save or move queued before it
 * stored (sendQueuedBid keeps it as the sheet's Bid), the board's, or the one moved. The move changes its stage only.
 */
function latestBid(client: QueryClient, moved: Bid): Bid {
  const candidates = [
    client.getQueryData<Bid | null>(bidKeys.detail(moved.tenderId)),
    storedBid(client, moved.tenderId),
  ];
  return candidates.reduce<Bid>((latest, bid) => (bid && bid.version > latest.version ? bid : latest), moved);
}

function storedBid(client: QueryClient, tenderId: number): PipelineBid | undefined {
  return client.getQueryData<PipelineBid[]>(bidKeys.list())?.find((bid) => bid.tenderId === tenderId);
}

/** The Bid with its new stage, fields this build does not know included (a newer build's stay stored). */
const bodyOf = ({ updatedAt: _updatedAt, tender: _tender, ...bid }: Bid, status: BidStatus): BidBody => ({
  ...bid,
  status,
});

/**
 * Moves a Bid to another stage, as a queued action (src/app/offline-actions.ts): a `PUT` of the Bid with the
 * new status, built when its turn comes on the version stored before it (a move or sheet save queued earlier).
 * Offline it waits, also across a reload, and a later move of the same card replaces it. The board shows the
 * card in its new stage while it is not answered (usePendingStages); the board's Bid changes with the answer
 * only (sendQueuedBid), so a failure shows the card where it was again, and says so; a 409 (moved or edited in
 * another tab or by a colleague) shows the stored Bid and says so. The callbacks reach the cache through
 * `client` only.
 */
export const moveBidAction = queuedAction<Bid, MoveBidInput, void>(
  {
    mutationKey: bidKeys.move(),
    mutationFn: ({ bid, status }, { client }) => sendQueuedBid(client, bodyOf(latestBid(client, bid), status)),
    onMutate: ({ bid, status }, { client }) => showOnSheet(client, bid.tenderId, status),
    onError: (error, { bid, name, status }, _context, { client }) => {
      if (error instanceof BidConflictError) {
        updateBid(client, bid.tenderId, (shown) => ({ ...shown, ...error.current }));
        client.setQueryData(bidKeys.detail(bid.tenderId), error.current);
        notify.warning(t('pipeline.move.conflict', { name, stage: t(`pipeline.stages.${error.current.status}`) }));
        return;
      }
      const stored = storedBid(client, bid.tenderId)?.status;
      if (stored) showOnSheet(client, bid.tenderId, stored, status);
      notify.error(
        t('pipeline.move.failed', { name, message: errorMessage(error) ?? t('pipeline.load.unknownError') }),
      );
    },
  },
  { key: ({ bid }) => String(bid.tenderId), mode: 'latest' },
);

/** The board's moves (moveBidAction). */
export function useMoveBid(): (bid: PipelineBid, status: BidStatus) => void {
  const { mutate } = useMutation(moveBidAction);
  return useCallback(
    ({ tender, ...bid }: PipelineBid, status: BidStatus) => {
      if (bid.status !== status) mutate({ bid, name: tender.displayName, status });
    },
    [mutate],
  );
}
