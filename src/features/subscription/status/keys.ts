/** Query keys of the subscription feature, general to specific, so `all` invalidates everything. */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  status: () => [...subscriptionKeys.all, 'status'] as const,
  verification: (sessionId: string) => [...subscriptionKeys.all, 'verification', sessionId] as const,
};
