export const preferences = {} as const;
