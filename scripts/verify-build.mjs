// @ts-check
/**
 * Builds the app as production does (mocking off, a custom VITE_API_URL) and proves that the output
 * carries no trace of the simulated backend, that its calls go to VITE_API_URL and that no two chunks
 * import each other (the manual chunk groups in vite.config.ts could make them: a page then sometimes
 * renders a component before the chunk that defines it has run), and that the entry loads without React
 * (main.ts starts the page's code beside React's; a module of React in the entry would make it wait)
 * while index.html fetches React's chunk beside the entry, and that no library's development build is in it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

const API_URL = 'https://api.tenderwijzer.test/v1';
const outDir = mkdtempSync(join(tmpdir(), 'tw-build-'));

process.env.VITE_API_MOCKING = 'off';
process.env.VITE_API_URL = API_URL;
/** @type {Map<string, string[]>} */
const chunkImports = new Map();
/** @type {Map<string, string[]>} */
const chunkModules = new Map();
let entryChunk = '';
/** @type {Map<string, string>} */
const chunkNames = new Map();
await build({
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
  plugins: [
    {
      name: 'tenderwijzer:chunk-imports',
      generateBundle(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          chunkImports.set(output.fileName, output.imports);
          chunkModules.set(output.fileName, output.moduleIds);
          chunkNames.set(output.name, output.fileName);
          if (output.isEntry) entryChunk = output.fileName;
        }
      },
    },
  ],
});

/** Chains of static chunk imports that lead back to where they started (a depth-first walk, each chunk once). */
function chunkCycles() {
  /** @type {string[]} */
  const cycles = [];
  /** @type {Set<string>} */
  const done = new Set();
  /** @param {string[]} path */
  const walk = (path) => {
    for (const next of chunkImports.get(path.at(-1) ?? '') ?? []) {
      const start = path.indexOf(next);
      if (start >= 0) cycles.push([...path.slice(start), next].join(' -> '));
      else if (!done.has(next)) walk([...path, next]);
    }
    done.add(path.at(-1) ?? '');
  };
  for (const chunk of chunkImports.keys()) if (!done.has(chunk)) walk([chunk]);
  return cycles;
}

/** The chunks the entry needs before it runs: itself and what it imports statically, all the way down. */
function entryClosure() {
  const seen = new Set([entryChunk]);
  for (const chunk of seen) for (const next of chunkImports.get(chunk) ?? []) seen.add(next);
  return [...seen];
}

/** @param {string} dir @returns {string[]} */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const output = files(outDir);
const text = output
  .filter((file) => /\.(js|css|html)$/.test(file))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
/** @type {{ sourceId: string }[]} */
const notices = JSON.parse(readFileSync(new URL('../src/mocks/data/tenders-be.json', import.meta.url), 'utf8'));

const problems = [];
if (output.some((file) => file.endsWith('mockServiceWorker.js'))) problems.push('mockServiceWorker.js is in the build');
for (const marker of ['setupWorker', 'mockServiceWorker', 'tenderwijzerMock', 'tw.mock-db', 'mock-checkout']) {
  if (text.includes(marker)) problems.push(`MSW or mock code found: "${marker}"`);
}
const leaked = notices.filter((notice) => text.includes(notice.sourceId));
if (leaked.length > 0) problems.push(`mock tender data found (${leaked.length} notices)`);
if (!text.includes(API_URL)) problems.push(`VITE_API_URL (${API_URL}) is not used by the build`);
const html = readFileSync(join(outDir, 'index.html'), 'utf8');
const csp = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1]?.replaceAll('&#39;', "'");
if (!csp) problems.push('index.html has no Content-Security-Policy');
else {
  const directives = new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources.join(' ')];
    }),
  );
  /** @type {[string, string][]} */
  const expected = [
    ['connect-src', `'self' ${new URL(API_URL).origin}`],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
  ];
  for (const [name, sources] of expected) {
    if (directives.get(name) !== sources) {
      problems.push(`the Content-Security-Policy should have "${name} ${sources}": ${csp}`);
    }
  }
}
const developmentBuilds = [...chunkModules.values()]
  .flat()
  .filter((id) => /[\\/]node_modules[\\/][^\\/]+[\\/]dist[\\/]development[\\/]/.test(id));
if (developmentBuilds.length > 0)
  problems.push(`a library's development build is in the output: ${[...new Set(developmentBuilds)].join(', ')}`);
for (const cycle of chunkCycles()) problems.push(`chunks import each other: ${cycle}`);
const reactInEntry = entryClosure().filter((chunk) =>
  (chunkModules.get(chunk) ?? []).some((id) => /[\\/]node_modules[\\/]react(-dom)?[\\/]/.test(id)),
);
if (!entryChunk) problems.push('the build has no entry chunk');
else if (reactInEntry.length > 0)
  problems.push(`the entry loads React first (${reactInEntry.join(', ')}): see main.ts`);
const frameChunk = chunkNames.get('frame');
if (!frameChunk) problems.push('the build has no frame chunk (React and the app frame)');
else if (!html.includes(`<link rel="modulepreload" crossorigin href="/${frameChunk}">`))
  problems.push(`index.html does not preload ${frameChunk}: the entry would fetch React only once it has run`);
if (/<script(?![^>]*\bsrc=)/.test(html) || /<style/.test(html))
  problems.push('index.html has an inline script or style');

rmSync(outDir, { recursive: true, force: true });
if (problems.length > 0) {
  console.error(`verify-build: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`verify-build: ${output.length} files, no mock code or data, calls go to ${API_URL}`);
