// @ts-check
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What the service worker downloads once to start the app offline (issue #26): the files of its precache list
 * in the build's `sw.js` (Workbox), with their raw and gzip sizes. Printed, not a gate: it loads in the
 * background after the first visit, not on any page's critical path.
 * @param {string} dir build output directory
 * @param {(file: string) => { raw: number, gzip: number }} sizeOf
 * @returns {Promise<{ files: number, raw: number, gzip: number } | null>} null when the build has no service worker
 */
export async function measurePrecache(dir, sizeOf) {
  let worker;
  try {
    worker = await readFile(path.join(dir, 'sw.js'), 'utf8');
  } catch {
    return null;
  }
  const files = [...worker.matchAll(/\burl:"([^"]+)"/g)].map((match) => match[1] ?? '');
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const size = sizeOf(file);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { files: files.length, raw, gzip };
}
