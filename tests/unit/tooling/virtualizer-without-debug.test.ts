// @vitest-environment node
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { bundleModule } from '@tests/utils/bundle-module';
import { virtualizerWithoutDebug } from '../../../scripts/lib/virtualizer-without-debug';

/** Builds the virtualizer as the feeds import it, with or without the plugin. */
const bundle = (withPlugin: boolean) =>
  bundleModule("export { Virtualizer } from '@tanstack/virtual-core';", withPlugin ? [virtualizerWithoutDebug()] : [], {
    minify: true,
  });

/** The plugin's transform, called as the bundler would on a module with this code. */
function transform(code: string) {
  const hook = virtualizerWithoutDebug().transform as Extract<Plugin['transform'], (...args: never[]) => unknown>;
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return hook.call(context as never, code, '/app/node_modules/@tanstack/virtual-core/dist/esm/utils.js');
}

describe('the build without the virtualizer’s debug timings', () => {
  it('leaves the timings’ logging out and keeps the virtualizer', async () => {
    const [without, withDebug] = await Promise.all([bundle(true), bundle(false)]);
    // The styled line that `memo` logs its timings with.
    expect(withDebug).toContain('font-size: .6rem');
    expect(without).not.toContain('font-size: .6rem');
    expect(without).toContain('measureElement');
  });

  it('fails the build when the virtualizer’s code no longer holds the tests it removes', () => {
    expect(() => transform('export function memo() {}')).toThrow(/expected 3 debug tests, found 0/);
  });
});
