/**
 * The optional extension 'Awards' (docs/api-contract.md), relative to VITE_API_URL. Kept here, not in the
 * spec's registry (api/endpoints.ts, in every page's API chunk): only the awards feature calls it.
 */
export const awardEndpoints = {
  ofTender: (tenderId: number) => `tenders/${tenderId}/awards/`,
} as const;
