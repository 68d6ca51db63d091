// @ts-check

/** @typedef {import('./build.mjs').ChunkInfo} ChunkInfo */

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
