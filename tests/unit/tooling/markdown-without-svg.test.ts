// @vitest-environment node
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { markdownWithoutSvg } from '../../../scripts/lib/markdown-without-svg';

const ENTRY = '\0entry';

/** Builds the one import react-markdown's JSX step makes of property-information, with or without the plugin. */
async function bundle(withPlugin: boolean): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry',
        resolveId: (source) => (source === ENTRY ? ENTRY : null),
        load: (id) =>
          id === ENTRY ? "import { find, html, svg } from 'property-information'; export { find, html, svg };" : null,
      },
      ...(withPlugin ? [markdownWithoutSvg()] : []),
    ],
    build: { write: false, minify: false, rollupOptions: { input: ENTRY, preserveEntrySignatures: 'strict' } },
  })) as Rollup.RollupOutput;
  return output.output[0].code;
}

describe('the build without property-information’s SVG schema', () => {
  it('leaves the SVG attribute table out and keeps the HTML one', async () => {
    const [without, withSvg] = await Promise.all([bundle(true), bundle(false)]);
    expect(withSvg).toContain('strokeDashOffset');
    expect(without).not.toContain('strokeDashOffset');
    expect(without).toContain('allowFullScreen');
    expect(without.length).toBeLessThan(withSvg.length * 0.7);
  });
});
