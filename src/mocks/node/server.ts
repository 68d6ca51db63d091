/**
 * The simulated backend over HTTP in Node (`npm run mock-api`, `npm run bench`): the same MSW handlers and
 * stateful database as in the browser, seeded from the real data, answered by @mswjs/http-middleware at
 * `/api/…`, with a production build (mocking off) served beside it on the same origin, so the app's
 * Content-Security-Policy (`connect-src 'self'`) holds and no backend is needed. State lives in memory
 * until the process ends. With `isAllowedOrigin`, it is also the API of an app served from another origin
 * (CORS), as production puts the API on its own origin.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createApiApp } from '@mswjs/http-middleware';
import compression from 'compression';
import { decodeAccessToken } from '@/api/early/token-storage';
import { STORAGE_KEYS } from '@/config/constants';
import { env } from '@/config/env';
import { MOCK_CHECKOUT_PATH, NETWORK_DELAY } from '../config';
import { db, synthesizeTenders } from '../db';
import { handlers } from '../handlers';
import { createCheckoutPage } from './checkout-page';
import { createStaticFiles } from './static-files';

/**
 * Tooling endpoints of this server only (not part of the simulated API, so neither the browser mock nor
 * the app knows them). `outbox`: GET (`?email=` optional) lists the emails the backend "sent", with their
 * verification and reset links, like `tenderwijzerMock.outbox()` in the browser. `synthesize`: POST
 * `{"available": n}` fills the feeds with n open tenders copied from the real notices
 * (src/mocks/tenders/synthesize.ts), 0 puts the real ones back; the bench's 1,000-tender scroll uses it.
 */
export const MOCK_ADMIN_PATHS = { outbox: '/__mock/outbox', synthesize: '/__mock/synthesize' } as const;

/**
 * The localStorage of a subscriber's browser on his next visit, as the app leaves it: his tokens, that this
 * browser saw his full access (src/features/subscription/lib/full-access-memory.ts) and that this API offered
 * the Bids extension (src/features/bids/logged-in/remembered-bids.ts). The bench opens the pages behind login with it, so
 * every run of a route measures the same visit.
 */
export function returningSubscriberStorage(tokens: { access: string; refresh: string }): Record<string, string> {
  const userId = decodeAccessToken(tokens.access)?.user_id;
  return {
    [STORAGE_KEYS.auth]: JSON.stringify(tokens),
    [STORAGE_KEYS.bidsExtension]: 'offered',
    ...(userId === undefined ? {} : { [STORAGE_KEYS.fullAccessUser]: userId }),
  };
}

export type MockApiServerOptions = {
  /** The production build to serve (`npm run build` → `dist`). */
  distDir: string;
  /** Called with every build file sent, build-relative (the bench counts a route's bytes with it). */
  onFile?: (file: string) => void;
  /**
   * Which other origins' pages may call the API (CORS): an app built with `VITE_API_URL` on this server.
   * Asked at each request, so an origin known only later can be allowed. None by default.
   */
  isAllowedOrigin?: (origin: string) => boolean;
};

/**
 * Bench only: the simulated latency of every call from now on (250–400 ms by default). The 1,000-tender
 * scroll measures the app's own tasks; a hundred pages of simulated waiting would only make it longer.
 */
export function setNetworkDelay(delay: { min: number; max: number }): void {
  Object.assign(NETWORK_DELAY, delay);
}

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * What a preflight allows: every method of the API, and the two headers that make the app's calls
 * non-simple (the bearer token, JSON bodies). No `Access-Control-Max-Age`: the browser's default
 * (5 s in Chromium) keeps no preflight across page loads, so every authorised call of a page load is
 * preflighted, the most a production API can cost.
 */
const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
};

/**
 * The CORS headers for a call from an allowed origin; true when the request was a preflight, now answered.
 * A call from any other origin gets none, and the browser refuses its answer.
 */
function answerCors(req: IncomingMessage, res: ServerResponse, isAllowedOrigin: (origin: string) => boolean) {
  const origin = req.headers.origin;
  if (!origin || !isAllowedOrigin(origin)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Vary', 'Origin');
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
  res.writeHead(204, PREFLIGHT_HEADERS).end();
  return true;
}

async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));
}

async function synthesize(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'POST') return sendJson(res, 405, { detail: 'POST {"available": n}' });
  const body = await readJsonBody(req);
  const available = (body as { available?: unknown } | null)?.available;
  if (typeof available !== 'number' || !Number.isInteger(available) || available < 0 || available > 100_000)
    return sendJson(res, 400, { detail: '"available" must be a whole number from 0 to 100000' });
  synthesizeTenders(available);
  sendJson(res, 200, { tenders: db.tenders.length });
}

function outbox(req: IncomingMessage, res: ServerResponse): void {
  const email = new URL(req.url ?? '/', 'http://localhost').searchParams.get('email')?.toLowerCase();
  sendJson(res, 200, email ? db.outbox.filter((message) => message.to === email) : db.outbox);
}

/** A Node HTTP server (not listening yet) for the build in `distDir` and the simulated API. */
export function createMockApiServer({ distDir, onFile, isAllowedOrigin = () => false }: MockApiServerOptions): Server {
  // The handlers match `${API_URL}/…`; served on this origin, that must be a path (the default `/api`).
  if (!env.API_URL.startsWith('/'))
    throw new Error(`The mock API serves /api on its own origin; VITE_API_URL is ${env.API_URL}`);
  const apiPrefix = `${env.API_URL}/`;
  const api = createApiApp(...handlers);
  api.disable('x-powered-by');
  const checkoutPage = createCheckoutPage(handlers);
  const serveStatic = createStaticFiles({ dir: distDir, onFile });
  // Like any production API server: JSON is gzipped when the browser accepts it (a feed page is ~60 KB raw).
  const gzip = compression();
  const compressedApi: Handler = (req, res) => {
    if (answerCors(req, res, isAllowedOrigin)) return;
    gzip(req as Parameters<typeof gzip>[0], res as Parameters<typeof gzip>[1], () => api(req, res));
  };

  const byPath: Record<string, Handler> = {
    [MOCK_ADMIN_PATHS.synthesize]: synthesize,
    [MOCK_ADMIN_PATHS.outbox]: outbox,
    [MOCK_CHECKOUT_PATH]: checkoutPage,
  };

  return createServer((req, res) => {
    const answer = async () => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      const handler: Handler = pathname.startsWith(apiPrefix) ? compressedApi : (byPath[pathname] ?? serveStatic);
      await handler(req, res);
    };
    answer().catch((error: unknown) => {
      process.stderr.write(`mock API: ${req.method} ${req.url} failed: ${String(error)}\n`);
      if (!res.headersSent) sendJson(res, 500, { detail: 'Mock server error' });
      else res.end();
    });
  });
}
