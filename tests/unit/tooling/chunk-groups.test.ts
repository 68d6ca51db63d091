import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkGroups, toPattern } from '../../../scripts/lib/chunk-groups';

/** The files below a folder, as paths from the project's root with forward slashes. */
function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).replace(/\\/g, '/'));
}

const sources = files('src');
/** Whether a group holds a file, as the build reads it: an entry matches it, and no `!` entry excludes it. */
const holds = (entries: string[], path: string) =>
  entries.some((entry) => !entry.startsWith('!') && toPattern(entry).test(path)) &&
  !entries.some((entry) => entry.startsWith('!') && toPattern(entry).test(path));

describe('the chunk groups', () => {
  it.each(Object.entries(chunkGroups))('%s names only files that exist', (_name, entries) => {
    // A virtual module (`\0`) is no file: the build fails when it matches no module.
    for (const entry of entries.filter((name) => !name.startsWith('\0'))) {
      const folder = entry
        .replace(/^!/, '')
        .replace(/\*.*$/, '')
        .replace(/[^/]*$/, '');
      const candidates = folder.startsWith('src/') ? sources : files(folder);
      expect(
        candidates.some((path) => toPattern(entry).test(path)),
        `'${entry}' matches no file`,
      ).toBe(true);
    }
  });

  it('puts no source file in two groups', () => {
    const owners = sources.map((path) =>
      Object.entries(chunkGroups)
        .filter(([, entries]) => holds(entries, path))
        .map(([name]) => `${path}: ${name}`),
    );
    expect(owners.filter((groups) => groups.length > 1)).toEqual([]);
  });
});
