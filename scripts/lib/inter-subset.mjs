// How the app's Latin Inter font is cut from @fontsource-variable/inter's Latin file (see
// scripts/subset-font.mjs): the same characters, only the weights the design uses and only the OpenType
// features the browser or our CSS turns on, read by every first visit (docs/decisions/072).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** fontsource's Latin unicode-range, which src/styles/index.css declares for the subset too. */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
/** Regular to bold: body text, medium, semibold headings, and the bold of <th> and <b>. */
export const WEIGHT_RANGE = { min: 400, max: 700 };
/** The features browsers apply by default to Latin text, and tabular figures (Tailwind's tabular-nums). */
export const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rclt', 'tnum'];

export const SOURCE_FONT = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
export const SUBSET_FONT = new URL('../../src/styles/fonts/inter-latin-wght-400-700.woff2', import.meta.url);

function charactersOf(unicodeRange) {
  return unicodeRange
    .split(',')
    .flatMap((part) => {
      const [first, last = first] = part.slice('U+'.length).split('-');
      const from = Number.parseInt(first, 16);
      const to = Number.parseInt(last, 16);
      return Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));
    })
    .join('');
}

/** The subset as a woff2 file; the same input always gives the same bytes. */
export async function subsetInter() {
  return subsetFont(await readFile(SOURCE_FONT), charactersOf(LATIN_UNICODE_RANGE), {
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHT_RANGE },
    keepFeatures: FEATURES,
  });
}
