/** Types of load-mock-api.mjs for TypeScript callers (the offline browser tests). */
export function loadMockApi(root: string): Promise<typeof import('../../src/mocks/node/server')>;
