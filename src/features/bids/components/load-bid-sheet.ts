/**
 * The chunks of the sheet and of its demo. Imported through this module on the first open, so the lists of
 * their chunks to preload (some twenty file names each) come with it, not with the detail.
 */
export const loadBidSheet = () => import('./bid-sheet');
export const loadBidSheetDemo = () => import('./bid-sheet-demo');
