import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { decodeAccessToken } from '@/api/early/token-storage';
import { STORAGE_KEYS } from '@/config/constants';
import { DEMO_PASSWORD } from '@/mocks/demo-accounts';
import { HOST_HEADERS_FILE, hostHeadersFile } from '@/mocks/node/host-headers';
import { MOCK_ADMIN_PATHS, createMockApiServer, returningSubscriberStorage } from '@/mocks/node/server';
import { server as mswServer } from '@/mocks/server';

const INDEX_HTML = '<!doctype html><title>Tenderwijzer</title><div id="root"></div>';
const APP_JS = `console.info(${JSON.stringify('x'.repeat(2000))});`;

/** The origin of an app built with `VITE_API_URL` on this server (the bench's cross-origin run). */
const APP_ORIGIN = 'http://127.0.0.1:4999';

let distDir: string;
let httpServer: Server;
let origin: string;
const served: string[] = [];

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'tw-mock-api-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(distDir, 'assets', 'app.js'), APP_JS);
  writeFileSync(path.join(distDir, HOST_HEADERS_FILE), hostHeadersFile("default-src 'self'"));
  httpServer = createMockApiServer({
    distDir,
    onFile: (file) => served.push(file),
    isAllowedOrigin: (caller) => caller === APP_ORIGIN,
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  httpServer.closeAllConnections();
  await new Promise((resolve) => httpServer.close(resolve));
  rmSync(distDir, { recursive: true, force: true });
});

beforeEach(() => {
  // The suite's in-process MSW would answer these requests itself: let them reach the real server.
  mswServer.use(http.all(`${origin}/*`, () => passthrough()));
  served.length = 0;
});

async function logIn(email: string): Promise<string> {
  const response = await fetch(`${origin}/api/${endpoints.auth.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

describe('the mock API server (npm run mock-api)', () => {
  it('serves the build with the SPA fallback, compressed, and reports the files it sent', async () => {
    const page = await fetch(`${origin}/tenders/12`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(INDEX_HTML);

    const script = await fetch(`${origin}/assets/app.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toContain('immutable');
    expect(script.headers.get('content-encoding')).toBe('gzip');
    // fetch decompresses by itself: a smaller body on the wire than the file shows it was compressed.
    expect(Number(script.headers.get('content-length'))).toBeLessThan(APP_JS.length);
    expect(await script.text()).toBe(APP_JS);

    expect((await fetch(`${origin}/assets/missing.js`)).status).toBe(404);
    expect(served).toEqual(['index.html', 'assets/app.js']);
  });

  it("sends the headers of the build's _headers file, as the host does, and the API's answers are never stored", async () => {
    const page = await fetch(`${origin}/tenders/12`);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('permissions-policy')).toContain('geolocation=()');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const script = await fetch(`${origin}/assets/app.js`);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');

    const access = await logIn('demo@tenderwijzer.be');
    const me = await fetch(`${origin}/api/${endpoints.users.me}`, { headers: { Authorization: `Bearer ${access}` } });
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('sends brotli to a browser that takes it, as production hosts do, and the file as is to one that takes neither', async () => {
    const brotli = await fetch(`${origin}/assets/app.js`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(Number(brotli.headers.get('content-length'))).toBeLessThan(APP_JS.length);
    expect(await brotli.text()).toBe(APP_JS);

    const plain = await fetch(`${origin}/assets/app.js`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe(APP_JS.length);
  });

  it('answers the simulated API at /api with the demo data', async () => {
    const access = await logIn('demo@tenderwijzer.be');
    const response = await fetch(`${origin}/api/${endpoints.users.me}`, {
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { email: 'demo@tenderwijzer.be' } });
    expect((await fetch(`${origin}/api/${endpoints.users.me}`)).status).toBe(401);
  });

  it("gzips the API's JSON when the browser accepts it, as a production server does", async () => {
    const access = await logIn('demo@tenderwijzer.be');
    const feed = `${origin}/api/${endpoints.tenders.matched}?language=NL&page=1&ordering=-overall_score`;
    const headers = { Authorization: `Bearer ${access}` };
    const zipped = await fetch(feed, { headers: { ...headers, 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.json()).toMatchObject({ results: expect.any(Array) });
    const plain = await fetch(feed, { headers: { ...headers, 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('answers the checkout URL with a payment page whose "Betalen" leads to /success', async () => {
    const access = await logIn('gratis@tenderwijzer.be');
    const created = await fetch(`${origin}/api/${endpoints.payments.checkout}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access}` },
      body: JSON.stringify({ subscription_type: 'monthly' }),
    });
    const { checkout_url: checkoutUrl } = (await created.json()) as { checkout_url: string };
    const sessionId = new URL(checkoutUrl, origin).searchParams.get('session_id') ?? '';

    const page = await fetch(new URL(checkoutUrl, origin));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Testbetaling (gesimuleerd)');
    expect(html).toContain('Premium – maandelijks');
    expect(html).toContain('gratis@tenderwijzer.be');

    const paid = await fetch(new URL(checkoutUrl, origin), {
      method: 'POST',
      body: new URLSearchParams({ session_id: sessionId, action: 'pay' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/success?session_id=${sessionId}`);
    const status = await fetch(`${origin}/api/${endpoints.payments.success}?session_id=${sessionId}`);
    expect(await status.json()).toMatchObject({ status: 'success' });
  });

  it('sends "Annuleren" to /cancel and says so for an unknown session', async () => {
    const cancelled = await fetch(`${origin}/mock-checkout`, {
      method: 'POST',
      body: new URLSearchParams({ session_id: 'cs_test_x', action: 'cancel' }),
      redirect: 'manual',
    });
    expect(cancelled.headers.get('location')).toBe('/cancel');

    const unknown = await fetch(`${origin}/mock-checkout?session_id=cs_test_unknown`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Deze betaalsessie bestaat niet of is verlopen.');
  });

  it('lists the emails the simulated backend sent', async () => {
    await fetch(`${origin}/api/${endpoints.auth.passwordReset}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@tenderwijzer.be' }),
    });
    const outbox = (await (await fetch(`${origin}${MOCK_ADMIN_PATHS.outbox}?email=Demo@tenderwijzer.be`)).json()) as {
      to: string;
    }[];
    expect(outbox.length).toBeGreaterThan(0);
    expect(outbox.every((message) => message.to === 'demo@tenderwijzer.be')).toBe(true);
  });

  it("gives the bench a subscriber's localStorage on his next visit: his tokens, the full access and the Bids seen", async () => {
    const tokens = { access: await logIn('demo@tenderwijzer.be'), refresh: 'refresh-token' };
    const userId = decodeAccessToken(tokens.access)?.user_id;
    expect(userId).toEqual(expect.any(String));
    expect(returningSubscriberStorage(tokens)).toEqual({
      [STORAGE_KEYS.auth]: JSON.stringify(tokens),
      [STORAGE_KEYS.bidsExtension]: 'offered',
      [STORAGE_KEYS.fullAccessUser]: userId,
    });
  });

  it('fills the feeds with synthetic tenders on request (the bench scroll)', async () => {
    const post = (body: unknown) =>
      fetch(`${origin}${MOCK_ADMIN_PATHS.synthesize}`, { method: 'POST', body: JSON.stringify(body) });
    const grown = await post({ available: 1000 });
    expect(((await grown.json()) as { tenders: number }).tenders).toBeGreaterThan(1000);
    expect((await post({ available: 'many' })).status).toBe(400);
    expect(await (await post({ available: 0 })).json()).toEqual({ tenders: 78 });
  });

  it('answers the preflight of an allowed origin, and allows its calls with their token and JSON body', async () => {
    const me = `${origin}/api/${endpoints.users.me}`;
    const preflight = await fetch(me, {
      method: 'OPTIONS',
      headers: {
        Origin: APP_ORIGIN,
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');

    // A feed page: large enough to be gzipped too.
    const access = await logIn('demo@tenderwijzer.be');
    const call = await fetch(`${origin}/api/${endpoints.tenders.matched}?language=NL&page=1`, {
      headers: { Origin: APP_ORIGIN, Authorization: `Bearer ${access}`, 'Accept-Encoding': 'gzip' },
    });
    expect(call.status).toBe(200);
    expect(call.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(call.headers.get('vary')).toMatch(/Origin/);
    expect(call.headers.get('content-encoding')).toBe('gzip');
  });

  it('allows no other origin', async () => {
    const me = `${origin}/api/${endpoints.users.me}`;
    const preflight = await fetch(me, {
      method: 'OPTIONS',
      headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const call = await fetch(me, { headers: { Origin: 'https://elsewhere.example' } });
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
  });
});
