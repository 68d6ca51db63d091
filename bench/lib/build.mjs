// @ts-check
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * @typedef {object} ChunkInfo
 * @property {string} file            file name inside the build output, e.g. `assets/index-abc.js`
 * @property {boolean} isEntry
 * @property {boolean} isDynamicEntry
 * @property {string | null} facade   source module the chunk stands for (root-relative), if any
 * @property {string[]} modules       every source module bundled into the chunk (root-relative)
 * @property {string[]} imports       chunk files imported statically
 * @property {string[]} dynamicImports chunk files imported with `import()`
 * @property {string[]} css           CSS files Vite loads together with this chunk
 */

/** Where the bench keeps the chunk graph next to the build it describes. */
export const GRAPH_FILE = '.bench-graph.json';

/**
 * Records, per emitted chunk, the modules it contains and the chunks it imports.
 * The Vite manifest names only the facade module of entry chunks; shared chunks (`_foo-hash.js`)
 * carry no source list, so the manifest cannot tell whether the landing page pulls in feed code
 * through a shared chunk. The bundle itself can, hence this tiny plugin instead of the manifest.
 * @param {string} root
 * @param {(chunks: ChunkInfo[]) => void} onGraph
 * @returns {import('vite').Plugin}
 */
function chunkGraphPlugin(root, onGraph) {
  /** Virtual modules (`\0vite/preload-helper`) and absolute paths become readable root-relative ids. */
  const relative = (/** @type {string} */ id) => {
    const clean = id.replace(/^\0/, '').split('?')[0] ?? id;
    return path.isAbsolute(clean) ? path.relative(root, clean).split(path.sep).join('/') : clean;
  };
  return {
    name: 'tenderwijzer-bench-chunk-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      /** @type {ChunkInfo[]} */
      const chunks = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const css = /** @type {{ viteMetadata?: { importedCss?: Set<string> } }} */ (output).viteMetadata?.importedCss;
        chunks.push({
          file: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facade: output.facadeModuleId ? relative(output.facadeModuleId) : null,
          modules: output.moduleIds.map(relative),
          imports: [...output.imports],
          dynamicImports: [...output.dynamicImports],
          css: css ? [...css] : [],
        });
      }
      onGraph(chunks);
    },
  };
}

/**
 * Builds the app as `npm run build` does (mocking off, API at `apiUrl`: `/api` on its own origin, where the
 * mock API server answers, unless said otherwise) into `outDir` and stores the chunk graph beside it.
 * @param {{ root: string, outDir: string, apiUrl?: string }} options
 */
export async function buildApp({ root, outDir, apiUrl = '/api' }) {
  // vite.config.ts reads both from process.env, over any .env file: measure the production build.
  process.env.VITE_API_MOCKING = 'off';
  process.env.VITE_API_URL = apiUrl;
  const { build } = await import('vite');
  /** @type {ChunkInfo[]} */
  let graph = [];
  await build({
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [chunkGraphPlugin(root, (chunks) => (graph = chunks))],
    // The bench reports every size itself, against its own budgets.
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: Infinity },
  });
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, GRAPH_FILE), JSON.stringify(graph, null, 2));
  return graph;
}

/**
 * The chunk graph of an earlier bench build (`--skip-build`).
 * @param {string} outDir
 * @returns {Promise<ChunkInfo[]>}
 */
export async function readGraph(outDir) {
  try {
    return JSON.parse(await readFile(path.join(outDir, GRAPH_FILE), 'utf8'));
  } catch {
    throw new Error(`No bench build in ${outDir}: run \`npm run bench\` once without --skip-build.`);
  }
}
