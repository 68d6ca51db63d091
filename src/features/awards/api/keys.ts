export const awardKeys = {
  all: ['awards'] as const,
  /** A tender's past awards, or what the API said instead (absent, demo). */
  ofTender: (tenderId: number) => [...awardKeys.all, tenderId] as const,
};
