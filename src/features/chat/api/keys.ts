export const chatKeys = {
  all: ['chat'] as const,
  histories: () => [...chatKeys.all, 'history'] as const,
  history: (tenderId: number) => [...chatKeys.histories(), tenderId] as const,
};
