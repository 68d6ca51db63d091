import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkGroups, groupPaths, holds, toPattern } from '../../../scripts/lib/chunk-groups';

/** The files below a folder, as paths from the project's root with forward slashes. */
function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).replace(/\\/g, '/'));
}

const sources = files('src');
const compiled = Object.entries(chunkGroups).map(
  ([name, group]) =>
    [
      name,
      groupPaths(group).map((entry) => ({ entry, exclude: entry.startsWith('!'), pattern: toPattern(entry) })),
    ] as const,
);

describe('the chunk groups', () => {
  it.each(Object.entries(chunkGroups))('%s names folders and packages, not files', (_name, { paths }) => {
    // A package's single file may be left out (`!`), and a virtual module (`\0`) is no file.
    const named = paths.filter((path) => !path.startsWith('\0') && !path.startsWith('!node_modules/'));
    expect(named.filter((path) => !path.endsWith('/'))).toEqual([]);
  });

  it.each(Object.entries(chunkGroups))('%s names only folders and namespaces that hold files', (_name, group) => {
    for (const entry of groupPaths(group).filter((path) => !path.startsWith('\0'))) {
      const path = entry.replace(/^!/, '');
      const candidates = path.startsWith('src/') ? sources : files(path.replace(/[^/]*$/, ''));
      expect(
        candidates.some((file) => toPattern(path).test(file)),
        `'${entry}' matches no file`,
      ).toBe(true);
    }
  });

  it('puts no source file in two groups', () => {
    const owners = sources.map((path) =>
      compiled.filter(([, paths]) => holds(paths, path)).map(([name]) => `${path}: ${name}`),
    );
    expect(owners.filter((groups) => groups.length > 1)).toEqual([]);
  });
});
