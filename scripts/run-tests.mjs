// @ts-check
/**
 * `npm test`: every check, in the order that fails soonest, each step timed. One production build (the bench's)
 * serves the byte gates right after it is made, the offline browser tests and the Lighthouse gates. Prints a
 * line per step with its duration and, at the end, every step's time and the total, so each CI log shows what
 * each part costs. Stops at the first step that fails.
 */
import { spawnSync } from 'node:child_process';

/** @type {[name: string, command: string][]} */
const STEPS = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit and component tests', 'npm run test:unit'],
  ['build without the mock, its traces and chunks', 'npm run verify:build'],
  ['production build and its byte budgets', 'npm run bench:bytes'],
  ['mocked build for the browser tests', 'npm run build:e2e'],
  ['browser tests', 'npm run test:e2e'],
  [
    'Lighthouse gates, one run a route',
    'node bench/run.mjs --skip-build --one-run --no-scroll --no-cross-origin --no-interactions',
  ],
];

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const started = performance.now();
/** @type {[string, number][]} */
const timings = [];
let failed = '';
for (const [name, command] of STEPS) {
  process.stdout.write(`\n▶ ${name}: ${command}\n`);
  const stepStarted = performance.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  const took = performance.now() - stepStarted;
  timings.push([name, took]);
  process.stdout.write(`${status === 0 ? '✔' : '✘'} ${name}: ${seconds(took)}\n`);
  if (status !== 0) {
    failed = name;
    break;
  }
}

const width = Math.max(...STEPS.map(([name]) => name.length));
process.stdout.write('\nnpm test, step by step:\n');
for (const [name, took] of timings) process.stdout.write(`  ${name.padEnd(width)}  ${seconds(took).padStart(8)}\n`);
process.stdout.write(`  ${'total'.padEnd(width)}  ${seconds(performance.now() - started).padStart(8)}\n`);
if (failed) {
  process.stderr.write(`\nnpm test FAILED at: ${failed}\n`);
  process.exit(1);
}
