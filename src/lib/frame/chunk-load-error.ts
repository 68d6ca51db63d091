// Chromium, Firefox and Safari word a failed dynamic import differently; Vite's preload helper too.
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether an error means a route's code could not be fetched (offline, or a deploy removed the chunk). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}
