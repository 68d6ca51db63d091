/**
 * The production build as a host would serve it: files from the build directory, `index.html` for any
 * path without a file extension (the SPA's routes), brotli or gzip when the browser accepts it, hashed assets
 * cached for a year and the HTML revalidated on every load.
 */
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { headersFor, HOST_HEADERS_FILE, parseHostHeaders, type HostHeaderRule } from './host-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** Already compressed formats gain nothing from brotli or gzip. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);

type Encoding = 'br' | 'gzip';
type StaticFile = { body: Buffer; encoded: Record<Encoding, Buffer> | null; type: string };

export type StaticFilesOptions = {
  /** The build output directory (`dist` of `npm run build`). */
  dir: string;
  /** Called with the build-relative path of every file sent (the bench counts a route's bytes with it). */
  onFile?: (file: string) => void;
};

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** Brotli where the browser takes it, as production hosts and CDNs send it; gzip otherwise. */
function acceptedEncoding(req: IncomingMessage): Encoding | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/** The build's `_headers` (host-headers.ts), none when it has no such file. */
function readHostHeaders(root: string): HostHeaderRule[] {
  try {
    return parseHostHeaders(readFileSync(path.join(root, HOST_HEADERS_FILE), 'utf8'));
  } catch {
    return [];
  }
}

export function createStaticFiles({ dir, onFile }: StaticFilesOptions) {
  const root = path.resolve(dir);
  const hostHeaders = readHostHeaders(root);
  // The build does not change while it is served: each file is compressed once, all of them as the server
  // starts (brotli's best level takes a while), so no response waits for it, as with a host's precompressed files.
  const cache = new Map<string, Promise<StaticFile>>();

  async function read(file: string): Promise<StaticFile> {
    const extension = path.extname(file);
    const body = await readFile(file);
    const encoded = COMPRESSIBLE.has(extension)
      ? {
          br: await compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: await compressGzip(body, { level: 9 }),
        }
      : null;
    return { body, encoded, type: TYPES[extension] ?? 'application/octet-stream' };
  }

  function load(file: string): Promise<StaticFile> {
    let loaded = cache.get(file);
    if (!loaded) {
      loaded = read(file);
      // A file that could not be read is tried again on its next request.
      loaded.catch(() => cache.delete(file));
      cache.set(file, loaded);
    }
    return loaded;
  }

  readdir(root, { recursive: true, withFileTypes: true })
    .then((entries) => {
      for (const entry of entries)
        if (entry.isFile()) load(path.join(entry.parentPath, entry.name)).catch(() => undefined);
    })
    .catch(() => undefined);

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
    const encoding = loaded.encoded ? acceptedEncoding(req) : null;
    const body = encoding && loaded.encoded ? loaded.encoded[encoding] : loaded.body;
    res.writeHead(200, {
      'Content-Type': loaded.type,
      'Content-Length': body.length,
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      // The headers a host sends from the build's own file: the same in every browser test as in production.
      ...headersFor(hostHeaders, wantsFile ? pathname : '/index.html'),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
