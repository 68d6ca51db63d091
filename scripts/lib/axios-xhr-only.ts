import type { Plugin } from 'vite';

/** The stand-in module's id: virtual (`\0`), so no file holds it. */
export const UNUSED_FETCH_ADAPTER = '\0tenderwijzer:axios-fetch-adapter';

/**
 * Leaves axios's fetch adapter out of the build. The app's clients send through the default adapter, which is
 * XHR in every browser (src/api/timeout-adapter.ts), but axios imports its fetch adapter statically and builds
 * it on load, on every page that calls the API (docs/decisions/095). Naming
 * 'fetch' as an adapter would now fail with axios's own "adapter not available" error.
 */
export function axiosXhrOnly(): Plugin {
  return {
    name: 'tenderwijzer:axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromAdapters = importer?.replaceAll('\\', '/').endsWith('/node_modules/axios/lib/adapters/adapters.js');
      return source === './fetch.js' && fromAdapters ? UNUSED_FETCH_ADAPTER : null;
    },
    load(id) {
      return id === UNUSED_FETCH_ADAPTER ? 'export const getFetch = () => false;' : null;
    },
  };
}
