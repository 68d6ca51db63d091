// @ts-check
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './build.mjs';
import { startServer } from './server.mjs';

/**
 * What the build must hold for a cross-origin audit to mean anything: a Content-Security-Policy whose
 * `connect-src` names the API's origin (or every call is refused), and a preconnect to that origin
 * (vite.config.ts, docs/decisions/090-preconnect-cross-origin-api.md). Returns what is missing.
 * @param {string} html the built index.html
 * @param {string} apiOrigin
 * @returns {string[]}
 */
export function checkCrossOriginHtml(html, apiOrigin) {
  const missing = [];
  // The attribute as Vite writes it, quotes escaped (`&#39;self&#39;`): unescaped before splitting at `;`.
  const csp = (/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '')
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
  const connectSrc = csp
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'connect-src');
  if (!connectSrc?.includes(apiOrigin)) missing.push(`the CSP's connect-src does not allow ${apiOrigin}`);
  const preconnect = [...html.matchAll(/<link [^>]*>/g)].some(
    ([tag]) => tag.includes('rel="preconnect"') && tag.includes(`href="${apiOrigin}"`) && /\scrossorigin\b/.test(tag),
  );
  if (!preconnect) missing.push(`no <link rel="preconnect" href="${apiOrigin}" crossorigin>`);
  return missing;
}

/**
 * Asks for every file of the build once, as a browser that takes brotli: the server compresses each file
 * on its first request, which must not fall into an audit.
 * @param {import('./server.mjs').BenchServer} server
 * @param {string} dir
 */
async function warmUp(server, dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  await Promise.all(
    files.map(async (file) => {
      const response = await fetch(`${server.nodeOrigin}/${file}`, { headers: { 'Accept-Encoding': 'br' } });
      await response.arrayBuffer();
    }),
  );
  server.takeServed();
}

/**
 * The app as production deploys it, with the API on an origin of its own: built with `VITE_API_URL` on
 * `api`'s origin into `outDir`, served from a second loopback port (so every authorised call is a CORS
 * request with a preflight), and `allow`ed as a caller of the API. The returned server logs in through
 * `api`; its `missing` lists what the build lacks (checkCrossOriginHtml).
 * @param {{ root: string, outDir: string, api: import('./server.mjs').BenchServer, allow: (origin: string) => void }} options
 * @returns {Promise<{ server: import('./server.mjs').BenchServer, apiOrigin: string, missing: string[] }>}
 */
export async function serveCrossOrigin({ root, outDir, api, allow }) {
  await buildApp({ root, outDir, apiUrl: `${api.origin}/api` });
  const missing = checkCrossOriginHtml(await readFile(path.join(outDir, 'index.html'), 'utf8'), api.origin);
  const app = await startServer(root, outDir);
  allow(app.origin);
  await warmUp(app, outDir);
  return { server: { ...app, logIn: api.logIn }, apiOrigin: api.origin, missing };
}
