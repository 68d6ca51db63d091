import { moveBidAction } from '@/features/bids/model/move-bid';
import { saveSheetAction } from '@/features/bids/api/save-sheet';
import { interactTenderAction } from '@/features/tenders/feed-and-detail/interact-tender';

/**
 * Every action that waits for the network instead of failing (src/lib/offline/queue/queued-action.ts). An action
 * restored from the persisted queue after a reload is sent with the options registered here: a new queued
 * action is listed here, once, as well as used by its hook.
 */
export const QUEUED_ACTIONS = [interactTenderAction, saveSheetAction, moveBidAction] as const;
