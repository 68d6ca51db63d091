// @ts-check
// `npm run bench:readme`: puts the summary table of the last `npm run bench` (bench/results.json) into
// bench/README.md, between the `bench-table` markers, with the date of the run.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { SUMMARY_LEGEND, formatHostCpu, formatSummary } from './lib/report.mjs';

const README = new URL('./README.md', import.meta.url);
const RESULTS = new URL('./results.json', import.meta.url);
const START = '<!-- bench-table:start -->';
const END = '<!-- bench-table:end -->';

const results = JSON.parse(await readFile(RESULTS, 'utf8').catch(() => 'null'));
if (!results) {
  process.stderr.write('No bench/results.json: run `npm run bench` first.\n');
  process.exit(1);
}
const readme = await readFile(README, 'utf8');
const start = readme.indexOf(START);
const end = readme.indexOf(END);
if (start === -1 || end < start) {
  process.stderr.write(`bench/README.md has no ${START} … ${END} block.\n`);
  process.exit(1);
}
const legend = SUMMARY_LEGEND.split('\n').join(' ');
const hostCpu = formatHostCpu([...(results.lighthouse ?? []), ...(results.lighthouseCrossOrigin ?? [])]);
const block = [
  START,
  `Last run: ${results.timestamp.slice(0, 10)}, ${results.ok ? 'every gate met' : `${results.failures.length} gate(s) missed`}.`,
  '',
  formatSummary(results),
  '',
  legend,
  ...(hostCpu ? ['', hostCpu.split('\n').join(' ')] : []),
  END,
].join('\n');
const updated = `${readme.slice(0, start)}${block}${readme.slice(end + END.length)}`;
// Formatted as `npm run lint` expects, so the update passes `prettier --check`.
const options = await prettier.resolveConfig(fileURLToPath(README));
await writeFile(README, await prettier.format(updated, { ...options, parser: 'markdown' }));
process.stdout.write('Updated the bench table in bench/README.md.\n');
