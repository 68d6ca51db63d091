// @ts-check
import { loadMockApi } from '../../scripts/lib/load-mock-api.mjs';
import { startHttp2Front } from './http2-front.mjs';

/** The demo user: full access, complete profile (src/mocks/demo-accounts.ts). */
const DEMO_USER = { username: 'demo@tenderwijzer.be', password: 'Tenderwijzer2026!' };

/**
 * @typedef {object} BenchServer
 * @property {string} origin  where browsers load the app and call the API: HTTP/2 with TLS (https://)
 * @property {string} nodeOrigin  the same server over plain HTTP/1.1, for the bench's own requests from Node
 * @property {() => string[]} takeServed  build files sent since the previous call
 * @property {() => Promise<{ access: string, refresh: string }>} logIn  the demo user's tokens, from the mock API
 * @property {() => Promise<Record<string, string>>} returningSubscriber  the localStorage of the demo user's
 *   browser on his next visit: fresh tokens, and the full access it saw (returningSubscriberStorage)
 * @property {(available: number) => Promise<number>} synthesize  fills the feeds with open tenders (tooling endpoint)
 * @property {(delay: { min: number, max: number }) => void} setNetworkDelay  the simulated latency from now on
 * @property {() => Promise<void>} close
 */

/** @type {ReturnType<typeof loadMockApi> | null} */
let mockApi = null;

/**
 * The production build and the simulated backend on one origin: the server of `npm run mock-api`
 * (src/mocks/node/server.ts) on a free loopback port, which browsers reach through an HTTP/2 front with TLS
 * (http2-front.mjs), as production hosts serve. It logs which build files it sends; the bench counts a
 * route's bytes from that log. Every server of a run shares one simulated backend (one database).
 * @param {string} root repository root
 * @param {string} dir build output directory
 * @param {{ isAllowedOrigin?: (origin: string) => boolean }} [options] the origins of apps served elsewhere
 *   that call this server's API (CORS)
 * @returns {Promise<BenchServer>}
 */
export async function startServer(root, dir, { isAllowedOrigin } = {}) {
  mockApi ??= loadMockApi(root);
  const { createMockApiServer, setNetworkDelay, MOCK_ADMIN_PATHS, returningSubscriberStorage } = await mockApi;
  /** @type {Set<string>} */
  let served = new Set();
  const server = createMockApiServer({ distDir: dir, onFile: (file) => served.add(file), isAllowedOrigin });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('Bench server has no port');
  const nodeOrigin = `http://127.0.0.1:${address.port}`;
  const front = await startHttp2Front(root, new URL(nodeOrigin));

  /** @param {string} path @param {unknown} body */
  const post = async (path, body) => {
    const response = await fetch(`${nodeOrigin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path} answered HTTP ${response.status}`);
    return response.json();
  };

  return {
    origin: front.origin,
    nodeOrigin,
    takeServed() {
      const files = [...served];
      served = new Set();
      return files;
    },
    async logIn() {
      const { access, refresh } = await post('/api/auth/login/', DEMO_USER);
      return { access, refresh };
    },
    async returningSubscriber() {
      return returningSubscriberStorage(await this.logIn());
    },
    async synthesize(available) {
      return (await post(MOCK_ADMIN_PATHS.synthesize, { available })).tenders;
    },
    setNetworkDelay,
    async close() {
      await front.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
