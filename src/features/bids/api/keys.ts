export const bidKeys = {
  all: ['bids'] as const,
  /** Whether the API has the extension (and this user may use it). */
  availability: () => [...bidKeys.all, 'availability'] as const,
  details: () => [...bidKeys.all, 'detail'] as const,
  detail: (tenderId: number) => [...bidKeys.details(), tenderId] as const,
};
