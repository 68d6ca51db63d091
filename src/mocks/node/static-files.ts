/**
 * The production build as a host would serve it: files from the build directory, `index.html` for any
 * path without a file extension (the SPA's routes), gzip when the browser accepts it, hashed assets
 * cached for a year and the HTML revalidated on every load.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
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

/** Already compressed formats gain nothing from gzip. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);

type StaticFile = { body: Buffer; gzip: Buffer | null; type: string };

export type StaticFilesOptions = {
  /** The build output directory (`dist` of `npm run build`). */
  dir: string;
  /** Called with the build-relative path of every file sent (the bench counts a route's bytes with it). */
  onFile?: (file: string) => void;
};

export function createStaticFiles({ dir, onFile }: StaticFilesOptions) {
  const root = path.resolve(dir);
  // The build does not change while it is served; compressing each file once keeps responses quick.
  const cache = new Map<string, StaticFile>();

  async function load(file: string): Promise<StaticFile> {
    const cached = cache.get(file);
    if (cached) return cached;
    const extension = path.extname(file);
    const body = await readFile(file);
    const loaded = {
      body,
      gzip: COMPRESSIBLE.has(extension) ? gzipSync(body, { level: 9 }) : null,
      type: TYPES[extension] ?? 'application/octet-stream',
    };
    cache.set(file, loaded);
    return loaded;
  }

  return async function serveStatic(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const wantsFile = path.extname(pathname) !== '';
    const file = path.resolve(root, `.${wantsFile ? pathname : '/index.html'}`);
    if (!file.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    let loaded: StaticFile;
    try {
      loaded = await load(file);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    onFile?.(path.relative(root, file).split(path.sep).join('/'));
    const gzip = loaded.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) ? loaded.gzip : null;
    const body = gzip ?? loaded.body;
    res.writeHead(200, {
      'Content-Type': loaded.type,
      'Content-Length': body.length,
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
