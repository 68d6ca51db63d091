export const preferenceKeys = {
  all: ['preferences'] as const,
  own: () => [...preferenceKeys.all, 'own'] as const,
  /** Shared with the completeness query in get-completeness.ts. */
  completeness: () => [...preferenceKeys.all, 'completeness'] as const,
  processingStatus: () => [...preferenceKeys.all, 'processing-status'] as const,
};
