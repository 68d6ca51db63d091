import { useQueryClient, type Mutation, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useOnline } from '@/hooks/frame/use-online';
import { isWaiting } from '@/api/offline/mutation-state';
import { bidKeys } from '@/features/bids/logged-in/keys';
import type { MoveBidInput } from '@/features/bids/model/move-bid';
import type { SaveSheetInput } from '../api/save-sheet';
import type { BidStatus } from '@/features/bids/model/schemas';
import type { PendingStage, WaitingChange } from '../lib/pipeline';

type Change = { tenderId: number; status: BidStatus; kind: WaitingChange; waits: boolean };

/** A move or sheet save as the board shows it; null for another action on Bids. */
function changeOf({ options, state }: Pick<Mutation, 'options' | 'state'>): Change | null {
  const action = options.mutationKey?.[1];
  const waits = isWaiting({ state });
  if (action === bidKeys.move()[1]) {
    const { bid, status } = state.variables as MoveBidInput;
    return { tenderId: bid.tenderId, status, kind: 'move', waits };
  }
  if (action !== bidKeys.saveSheet()[1]) return null;
  const { tenderId, status } = (state.variables as SaveSheetInput).body;
  return { tenderId, status, kind: 'sheet', waits };
}

/**
 * The moves and sheet saves not answered yet, in the order they were made, as text: a snapshot that changes
 * only when they do.
 */
function pendingSnapshot(client: QueryClient): string {
  return client
    .getMutationCache()
    .findAll({ mutationKey: bidKeys.all, status: 'pending' })
    .map(changeOf)
    .filter((change) => change !== null)
    .map((change) => JSON.stringify(change))
    .join('\n');
}

/**
 * The stage each Bid shows while a move or sheet save of it is not answered yet, and what of it waits offline:
 * a refetch of the board before the queue is sent (the connection is back) or a Go recorded on the sheet
 * offline cannot show the card in a stage it is about to leave.
 */
export function usePendingStages(): ReadonlyMap<number, PendingStage> {
  const client = useQueryClient();
  const online = useOnline();
  const subscribe = useCallback((onChange: () => void) => client.getMutationCache().subscribe(onChange), [client]);
  const snapshot = useSyncExternalStore(subscribe, () => pendingSnapshot(client));
  return useMemo(() => {
    const byTender = new Map<number, PendingStage>();
    if (!snapshot) return byTender;
    for (const line of snapshot.split('\n')) {
      const { tenderId, status, kind, waits } = JSON.parse(line) as Change;
      const waiting = byTender.get(tenderId)?.waiting ?? [];
      // Online an action waits at most for the one before it to be answered: not worth a mark.
      byTender.set(tenderId, {
        status,
        waiting: waits && !online && !waiting.includes(kind) ? [...waiting, kind] : waiting,
      });
    }
    return byTender;
  }, [online, snapshot]);
}
