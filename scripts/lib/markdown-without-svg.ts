import path from 'node:path';
import type { Plugin } from 'vite';

const HTML_AS_SVG = '\0tenderwijzer:property-information-svg';

/**
 * Leaves property-information's SVG schema out of the build. react-markdown's JSX step reads attribute names
 * from it only inside an `<svg>` element, which tender markdown cannot hold: raw HTML is never rendered
 * (src/components/markdown.tsx) and markdown itself makes no SVG. The package's index builds both schemas
 * on load, so the SVG table rode along on the tender detail (docs/decisions/107). In its
 * place the HTML table serves, so even a stray `<svg>` would still render its attributes.
 */
export function markdownWithoutSvg(): Plugin {
  let htmlSchema = '';
  return {
    name: 'tenderwijzer:markdown-without-svg',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromIndex = importer?.replaceAll('\\', '/').endsWith('/node_modules/property-information/index.js');
      if (!importer || !fromIndex || source !== './lib/svg.js') return null;
      htmlSchema = path.join(path.dirname(importer), 'lib', 'html.js');
      return HTML_AS_SVG;
    },
    load(id) {
      return id === HTML_AS_SVG ? `export { html as svg } from ${JSON.stringify(htmlSchema)};` : null;
    },
  };
}
