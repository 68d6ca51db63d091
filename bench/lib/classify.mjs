// @ts-check

/** @typedef {import('./build.mjs').ChunkInfo} ChunkInfo */

/** The simulated backend lives under src/mocks and is reached only through main.tsx's `import()`s. */
const MOCK_SOURCE = /^src\/mocks\//;

/** MSW's worker script, copied from public/; a real build does not ship it either. */
export const MOCK_WORKER = 'mockServiceWorker.js';

/**
 * Splits the build into app and mock files.
 * Walks the chunk graph from the entry chunks along static and dynamic imports but never enters a
 * chunk whose facade is a src/mocks module (main.tsx's `import('./mocks/browser')` and
 * `import('./mocks/routes')`). Whatever the walk cannot reach exists only for the simulated backend
 * (MSW, mock data, mock pages). Modules that the mocks share with the app end up in chunks the walk
 * does reach, so they count as app code, as they would be shipped without the mocks too.
 * @param {ChunkInfo[]} graph
 * @returns {{ mockFiles: Set<string>, appFiles: Set<string> }}
 */
export function classifyFiles(graph) {
  const byFile = new Map(graph.map((chunk) => [chunk.file, chunk]));
  const appChunks = new Set();
  const queue = graph.filter((chunk) => chunk.isEntry);
  while (queue.length > 0) {
    const chunk = /** @type {ChunkInfo} */ (queue.pop());
    if (appChunks.has(chunk.file) || (chunk.facade && MOCK_SOURCE.test(chunk.facade))) continue;
    appChunks.add(chunk.file);
    for (const file of [...chunk.imports, ...chunk.dynamicImports]) {
      const next = byFile.get(file);
      if (next) queue.push(next);
    }
  }
  const appFiles = new Set(appChunks);
  for (const file of appChunks) byFile.get(file)?.css.forEach((css) => appFiles.add(css));

  const mockFiles = new Set([MOCK_WORKER]);
  for (const chunk of graph) {
    if (appFiles.has(chunk.file)) continue;
    mockFiles.add(chunk.file);
    chunk.css.filter((css) => !appFiles.has(css)).forEach((css) => mockFiles.add(css));
  }
  return { mockFiles, appFiles };
}

/**
 * App chunks a route fetched only because mock code imports them. The mocks share modules with the
 * app (schemas, for instance), so such a chunk counts as app code in the build, yet on this route a
 * real build would not fetch it. The app itself needs the static-import closure of the entry and of
 * the code-split chunks it loaded (pages, lazy components); any other app chunk the route fetched
 * came in through the simulated backend.
 * @param {ChunkInfo[]} graph
 * @param {string[]} loaded build-relative files served for the route
 * @param {Set<string>} mockFiles
 * @returns {Set<string>}
 */
export function loadedForMocksOnly(graph, loaded, mockFiles) {
  const byFile = new Map(graph.map((chunk) => [chunk.file, chunk]));
  const loadedApp = loaded.filter((file) => byFile.has(file) && !mockFiles.has(file));
  const needed = new Set();
  const queue = loadedApp.filter((file) => {
    const chunk = byFile.get(file);
    return chunk?.isEntry || chunk?.isDynamicEntry;
  });
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.pop());
    if (needed.has(file) || mockFiles.has(file)) continue;
    needed.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return new Set(loadedApp.filter((file) => !needed.has(file)));
}

/** Code of the app behind login (issue: "the landing page loads no code of the app behind login"). */
const BEHIND_LOGIN = [
  /^src\/pages\/(tenders|account|preferences)\//,
  /^src\/features\/(tenders|chat|account|preferences)\//,
];
/** …except what the landing page's sample section legitimately shares with the feed. */
const SHARED_WITH_LANDING = [
  /^src\/features\/tenders\/components\/tender-card[^/]*$/,
  /^src\/features\/tenders\/data\/sample-tenders[^/]*$/,
  /^src\/features\/tenders\/api\/schemas\.ts$/,
];

/**
 * @typedef {object} LandingIsolation
 * @property {boolean} ok
 * @property {{ file: string, facade: string | null, modules: number, forbidden: string[] }[]} chunks
 */

/**
 * Checks every app JS chunk the landing page loaded against the modules it contains.
 * @param {ChunkInfo[]} graph
 * @param {string[]} loadedJs files (build-relative) of the app JS the landing page requested
 * @returns {LandingIsolation}
 */
export function checkLandingIsolation(graph, loadedJs) {
  const byFile = new Map(graph.map((chunk) => [chunk.file, chunk]));
  const chunks = loadedJs.map((file) => {
    const chunk = byFile.get(file);
    const modules = chunk?.modules ?? [];
    const forbidden = modules.filter(
      (id) => BEHIND_LOGIN.some((re) => re.test(id)) && !SHARED_WITH_LANDING.some((re) => re.test(id)),
    );
    return { file, facade: chunk?.facade ?? null, modules: modules.length, forbidden };
  });
  return { ok: chunks.every((chunk) => chunk.forbidden.length === 0), chunks };
}
