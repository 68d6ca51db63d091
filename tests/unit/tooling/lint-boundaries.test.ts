import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const FIXTURES = 'tests/fixtures/lint';
const eslint = new ESLint();

/** Lints a fixture as if it were the file its first line names (`// lint as: src/…`). */
async function lintFixture(name: string) {
  const code = readFileSync(join(FIXTURES, name), 'utf8');
  const filePath = /^\/\/ lint as: (\S+)/.exec(code)?.[1];
  if (!filePath) throw new Error(`${name} names no path to lint it as`);
  const [result] = await eslint.lintText(code, { filePath: join(process.cwd(), filePath) });
  return (result?.messages ?? []).map(({ ruleId }) => ruleId);
}

// One ESLint for every case: the first lint loads TypeScript's resolver and parser.
describe('the lint rules that hold the architecture', { timeout: 60_000 }, () => {
  it.each([
    ['shared-imports-feature.ts', 'import-x/no-restricted-paths'],
    ['feature-imports-internals.ts', 'import-x/no-restricted-paths'],
    ['feature-imports-unpaired.ts', 'import-x/no-restricted-paths'],
    ['feature-imports-page.ts', 'import-x/no-restricted-paths'],
    ['imports-mocks.ts', 'import-x/no-restricted-paths'],
    ['import-cycle.ts', 'import-x/no-cycle'],
  ])('%s breaks %s', async (fixture, rule) => {
    expect(await lintFixture(fixture)).toEqual([rule]);
  });

  it('lets a paired feature use the public entry', async () => {
    expect(await lintFixture('public-entry.ts')).toEqual([]);
  });

  it('has a test for every fixture', () => {
    expect(readdirSync(FIXTURES).sort()).toEqual([
      'feature-imports-internals.ts',
      'feature-imports-page.ts',
      'feature-imports-unpaired.ts',
      'import-cycle.ts',
      'imports-mocks.ts',
      'public-entry.ts',
      'shared-imports-feature.ts',
    ]);
  });
});
