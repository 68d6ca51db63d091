/**
 * The add's code. Imported through this module on the first click, so the list of its chunks to preload
 * comes with it, not with every feed card's button.
 */
export const loadAddToBids = () => import('./add-to-bids');
