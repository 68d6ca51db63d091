import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage } from '@/api/errors';
import { t } from '@/i18n/pipeline';
import { notify } from '@/lib/toast';
import type { PipelineBid } from './get-pipeline';
import { bidKeys } from './keys';
import { BidConflictError, saveBid } from './save-bid';
import type { Bid, BidStatus } from './schemas';

type Move = { tenderId: number; status: BidStatus };

function updateBid(queryClient: QueryClient, tenderId: number, change: (bid: PipelineBid) => PipelineBid) {
  queryClient.setQueryData<PipelineBid[]>(bidKeys.list(), (bids) =>
    bids?.map((bid) => (bid.tenderId === tenderId ? change(bid) : bid)),
  );
}

function storedBid(queryClient: QueryClient, tenderId: number): PipelineBid | undefined {
  return queryClient.getQueryData<PipelineBid[]>(bidKeys.list())?.find((bid) => bid.tenderId === tenderId);
}

const stageName = (status: BidStatus) => t(`pipeline.stages.${status}`);

/**
 * Moves a Bid to another stage: at once on the board, then a `PUT` of the Bid with the new status and the
 * version it was read with. A failure puts the card back and says so; a 409 (moved or edited in another tab
 * or by a colleague) shows the stored Bid and says so. Moves run one after another, so each carries the
 * version the previous one returned.
 */
export function useMoveBid(): (bid: PipelineBid, status: BidStatus) => void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    scope: { id: 'bid-moves' },
    onMutate: async ({ tenderId, status }: Move) => {
      await queryClient.cancelQueries({ queryKey: bidKeys.list() });
      const previous = storedBid(queryClient, tenderId)?.status;
      updateBid(queryClient, tenderId, (bid) => ({ ...bid, status }));
      return { previous };
    },
    mutationFn: async ({ tenderId, status }: Move): Promise<Bid> => {
      // Read when the move's turn comes: the version a previous move returned.
      const stored = storedBid(queryClient, tenderId);
      if (!stored) throw new Error(t('pipeline.load.unknownError'));
      const { tender: _tender, updatedAt: _updatedAt, ...body } = stored;
      return saveBid({ ...body, status });
    },
    onSuccess: (saved, { tenderId }) => {
      // The status shown stays the latest one chosen: a later move of this card may be waiting its turn.
      updateBid(queryClient, tenderId, (bid) => ({ ...bid, ...saved, status: bid.status }));
      queryClient.setQueryData(bidKeys.detail(tenderId), saved);
    },
    onError: (error, { tenderId, status }, context) => {
      const name = storedBid(queryClient, tenderId)?.tender.displayName ?? '';
      if (error instanceof BidConflictError) {
        updateBid(queryClient, tenderId, (bid) => ({ ...bid, ...error.current }));
        queryClient.setQueryData(bidKeys.detail(tenderId), error.current);
        notify.warning(t('pipeline.move.conflict', { name, stage: stageName(error.current.status) }));
        return;
      }
      const previous = context?.previous;
      if (!previous) return;
      // Only if no later move of this card changed it since.
      updateBid(queryClient, tenderId, (bid) => (bid.status === status ? { ...bid, status: previous } : bid));
      notify.error(
        t('pipeline.move.failed', { name, message: errorMessage(error) ?? t('pipeline.load.unknownError') }),
      );
    },
  });
  return useCallback(
    (bid: PipelineBid, status: BidStatus) => {
      if (bid.status !== status) mutate({ tenderId: bid.tenderId, status });
    },
    [mutate],
  );
}
