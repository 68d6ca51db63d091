// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bundleModule } from '@tests/utils/bundle-module';
import { markdownWithoutSvg } from '../../../scripts/lib/markdown-without-svg';

/** Builds the one import react-markdown's JSX step makes of property-information, with or without the plugin. */
const bundle = (withPlugin: boolean) =>
  bundleModule(
    "import { find, html, svg } from 'property-information'; export { find, html, svg };",
    withPlugin ? [markdownWithoutSvg()] : [],
  );

describe('the build without property-information’s SVG schema', () => {
  it('leaves the SVG attribute table out and keeps the HTML one', async () => {
    const [without, withSvg] = await Promise.all([bundle(true), bundle(false)]);
    expect(withSvg).toContain('strokeDashOffset');
    expect(without).not.toContain('strokeDashOffset');
    expect(without).toContain('allowFullScreen');
    expect(without.length).toBeLessThan(withSvg.length * 0.7);
  });
});
