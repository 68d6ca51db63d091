/**
 * The sheet's chunk. Imported through this module on the first open, so the list of the sheet's chunks
 * to preload (some twenty file names) comes with it, not with the detail, which is at its budget.
 */
export const loadBidSheet = () => import('./bid-sheet');
