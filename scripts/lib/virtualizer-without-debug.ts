import type { Plugin } from 'vite';

const MEMO_MODULE = '/node_modules/@tanstack/virtual-core/dist/esm/utils.js';
/** `memo`'s test for its debug timings, three times in the pinned version (package.json). */
const DEBUG_TEST = /opts\.key && \(\(_\w = opts\.debug\) == null \? void 0 : _\w\.call\(opts\)\)/g;
const DEBUG_TESTS = 3;

/**
 * Leaves the virtualizer's debug timings out of the build. Its `memo` logs how long each recomputation took
 * when an option `debug` is set, which the app never sets; the test stands in every call, so the minifier
 * kept the logging (its styled `console.info`) on the feeds. The build fails when the pinned version's code
 * no longer holds the three tests, so an update cannot leave the plugin silently doing nothing.
 */
export function virtualizerWithoutDebug(): Plugin {
  return {
    name: 'tenderwijzer:virtualizer-without-debug',
    apply: 'build',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith(MEMO_MODULE)) return null;
      const found = code.match(DEBUG_TEST)?.length ?? 0;
      if (found !== DEBUG_TESTS)
        this.error(
          `${MEMO_MODULE}: expected ${DEBUG_TESTS} debug tests, found ${found} (was the virtualizer updated?)`,
        );
      return { code: code.replace(DEBUG_TEST, 'false'), map: null };
    },
  };
}
