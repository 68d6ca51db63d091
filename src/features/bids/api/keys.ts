export const bidKeys = {
  all: ['bids'] as const,
  details: () => [...bidKeys.all, 'detail'] as const,
  detail: (tenderId: number) => [...bidKeys.details(), tenderId] as const,
};
