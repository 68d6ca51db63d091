// `npm run fonts`: writes the app's Latin Inter subset (scripts/lib/inter-subset.mjs says how it is cut).
// Run it after updating @fontsource-variable/inter; a unit test fails until the committed file matches.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { SOURCE_FONT, SUBSET_FONT, subsetInter } from './lib/inter-subset.mjs';

const font = await subsetInter();
await writeFile(SUBSET_FONT, font);
const relative = (file) => path.relative(process.cwd(), file);
console.log(`Wrote ${relative(fileURLToPath(SUBSET_FONT))} (${font.length} bytes, from ${relative(SOURCE_FONT)}).`);
