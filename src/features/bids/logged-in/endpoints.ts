/**
 * The optional extension 'Bids' (docs/api-contract.md), relative to VITE_API_URL. Kept here, not in the
 * spec's registry (api/early/endpoints.ts, which the entry imports): only the bids feature calls them.
 */
export const bidEndpoints = {
  list: 'bids/',
  one: (tenderId: number) => `bids/${tenderId}/`,
} as const;
