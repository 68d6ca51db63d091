// @ts-check
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Raw and gzip sizes of build files. Gzip is computed here (zlib, level 9, like a host that
 * precompresses) rather than taken from the wire, so figures do not depend on a server's settings.
 * @param {string} dir build output directory
 */
export function createSizer(dir) {
  /** @type {Map<string, { raw: number, gzip: number }>} */
  const cache = new Map();
  return (/** @type {string} */ file) => {
    let size = cache.get(file);
    if (!size) {
      const body = readFileSync(path.join(dir, file));
      size = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
      cache.set(file, size);
    }
    return size;
  };
}

/**
 * @typedef {{ raw: number, gzip: number, files: string[] }} Bytes
 */

/**
 * Sorts the files one route loaded into JS, CSS and everything else (HTML, fonts, images).
 * @param {string[]} files build-relative files served for the route
 * @param {(file: string) => { raw: number, gzip: number }} sizeOf
 */
export function splitBytes(files, sizeOf) {
  /** @returns {Bytes} */
  const empty = () => ({ raw: 0, gzip: 0, files: [] });
  const bytes = { js: empty(), css: empty(), other: empty() };
  for (const file of [...files].sort()) {
    const kind = file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : 'other';
    const size = sizeOf(file);
    bytes[kind].raw += size.raw;
    bytes[kind].gzip += size.gzip;
    bytes[kind].files.push(file);
  }
  return bytes;
}
