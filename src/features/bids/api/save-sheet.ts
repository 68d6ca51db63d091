import { notify } from '@/lib/logged-in/toast';
import { queuedAction } from '@/lib/offline/queue/queued-action';
import { t } from '@/i18n/bids';
import { draftBackup } from '@/features/bids/model/draft-backup';
import { bidKeys } from '@/features/bids/logged-in/keys';
import { sendQueuedBid } from '@/features/bids/model/send-queued-bid';
import type { Bid, BidBody } from '@/features/bids/model/schemas';

/** The tenders whose sheet is open (useBidSaver): an open sheet says itself what became of a save. */
export const openSheets = new Set<number>();

/** A save of the sheet: the Bid to store, and the edit (draftBackup) it holds. */
export type SaveSheetInput = { body: BidBody; edit: string };

/**
 * The sheet's autosave as a queued action (src/app/offline-actions.ts): offline it waits, also across a
 * reload or a closed tab, and is sent when the connection is back, in order with every other action. A save
 * of the same sheet while one still waits replaces it: only the latest draft is sent. The callbacks here run
 * with the sheet closed too (a save restored after a reload); the open sheet adds its own (useBidSaver).
 */
export const saveSheetAction = queuedAction<Bid, SaveSheetInput, void>(
  {
    mutationKey: bidKeys.saveSheet(),
    mutationFn: ({ body }, { client }) => sendQueuedBid(client, body),
    onSuccess: (stored, { edit }) => draftBackup.settle(stored.tenderId, edit, stored.version),
    // The backup keeps the draft: the sheet sends it again, or offers the conflict choice, when it opens.
    onError: (_error, { body }) => {
      if (!openSheets.has(body.tenderId)) notify.error(t('bids.save.failedClosed'));
    },
  },
  { key: ({ body }) => String(body.tenderId), mode: 'latest' },
);
