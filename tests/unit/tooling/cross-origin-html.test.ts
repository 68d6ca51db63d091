// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script, checked by its own JSDoc types
import { checkCrossOriginHtml } from '../../../bench/lib/cross-origin.mjs';

const check = checkCrossOriginHtml as (html: string, apiOrigin: string) => string[];
const API = 'http://127.0.0.1:4175';

/** The head of a build as Vite writes it: the CSP's quotes escaped, the preconnect beside it. */
function head({ connectSrc, preconnect }: { connectSrc: string; preconnect: string | null }) {
  const csp = `default-src &#39;self&#39;; connect-src &#39;self&#39;${connectSrc}; object-src &#39;none&#39;`;
  return [
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    preconnect === null ? '' : `<link rel="preconnect" href="${preconnect}" crossorigin>`,
  ].join('\n');
}

describe('the cross-origin bench build check', () => {
  it('passes a build whose CSP allows the API and which preconnects to it', () => {
    expect(check(head({ connectSrc: ` ${API}`, preconnect: API }), API)).toEqual([]);
  });

  it('says what is missing', () => {
    expect(check(head({ connectSrc: '', preconnect: null }), API)).toEqual([
      `the CSP's connect-src does not allow ${API}`,
      `no <link rel="preconnect" href="${API}" crossorigin>`,
    ]);
    // Another port is another origin.
    expect(
      check(head({ connectSrc: ' http://127.0.0.1:4174', preconnect: 'http://127.0.0.1:4174' }), API),
    ).toHaveLength(2);
  });
});
