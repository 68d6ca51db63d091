export const bidKeys = {
  all: ['bids'] as const,
  /** Whether the API has the Bids extension (get-bids-availability.ts). */
  availability: () => [...bidKeys.all, 'availability'] as const,
  /** Every Bid of the user, all pages (the pipeline). */
  list: () => [...bidKeys.all, 'list'] as const,
  details: () => [...bidKeys.all, 'detail'] as const,
  detail: (tenderId: number) => [...bidKeys.details(), tenderId] as const,
  /** The sheet's autosave, a queued action (api/save-sheet.ts). */
  saveSheet: () => [...bidKeys.all, 'save-sheet'] as const,
  /** A stage move of the pipeline, a queued action (api/move-bid.ts). */
  move: () => [...bidKeys.all, 'move'] as const,
};
