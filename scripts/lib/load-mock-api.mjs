// @ts-check
import path from 'node:path';

/**
 * Loads the simulated backend's Node server (src/mocks/node/server.ts, TypeScript with the `@/` alias and
 * `import.meta.env`) through Vite's module runner, so Node runs the very modules the browser mock uses
 * without a build step or another dependency. One import, one module graph: one database.
 * @param {string} root the repository root
 * @returns {Promise<typeof import('../../src/mocks/node/server')>}
 */
export async function loadMockApi(root) {
  // The handlers match `${VITE_API_URL}/…`; this server answers them on its own origin at /api.
  process.env.VITE_API_URL = '/api';
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(path.join(root, 'src/mocks/node/server.ts'), {
    root,
    mode: 'production',
    logLevel: 'error',
    resolve: { alias: { '@': path.join(root, 'src') } },
  });
  return /** @type {typeof import('../../src/mocks/node/server')} */ (module);
}
