// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script
import { LATIN_UNICODE_RANGE, SUBSET_FONT, WEIGHT_RANGE, subsetInter } from '../../../scripts/lib/inter-subset.mjs';

const REGENERATE = 'run `npm run fonts`';
const css = readFileSync(new URL('../../../src/styles/index.css', import.meta.url), 'utf8');
const subsetFace = css.split('@font-face').find((face) => face.includes('fonts/inter-latin-wght-400-700.woff2'));
const descriptor = (name: string) =>
  subsetFace
    ?.match(new RegExp(`${name}:([^;]+);`))?.[1]
    ?.replace(/\s+/g, ' ')
    .trim();

describe('the Latin Inter subset', () => {
  it('is what the script cuts from the installed @fontsource-variable/inter', async () => {
    const fresh = await subsetInter();
    expect(Buffer.compare(readFileSync(SUBSET_FONT), fresh), REGENERATE).toBe(0);
  });

  it('is declared for the characters and weights it was cut to', () => {
    expect(descriptor('unicode-range')?.replaceAll(' ', '')).toBe(LATIN_UNICODE_RANGE);
    expect(descriptor('font-weight')).toBe(`${WEIGHT_RANGE.min} ${WEIGHT_RANGE.max}`);
  });
});
