// @ts-check
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * A static server for the build with the SPA fallback (any path without a file extension gets
 * index.html), like the production host. It serves uncompressed with `no-store`, so every
 * measured navigation fetches its files again, and it logs which files it served: the bench
 * counts bytes from that log, which also sees the service worker's own fetches.
 * @param {string} dir build output directory
 */
export async function startServer(dir) {
  const root = path.resolve(dir);
  /** @type {Set<string>} build-relative files served since the last `takeServed()` */
  let served = new Set();

  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const wantsFile = path.extname(pathname) !== '';
    const file = path.resolve(root, `.${wantsFile ? pathname : '/index.html'}`);
    if (!file.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      const type = TYPES[/** @type {keyof typeof TYPES} */ (path.extname(file))] ?? 'application/octet-stream';
      served.add(path.relative(root, file).split(path.sep).join('/'));
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    }
  });

  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('Bench server has no port');

  return {
    origin: `http://127.0.0.1:${address.port}`,
    /** Files served since the previous call. */
    takeServed() {
      const files = [...served];
      served = new Set();
      return files;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
