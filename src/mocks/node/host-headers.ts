/**
 * The headers a static host sends with the build (issue #42), in the `_headers` format of Netlify and
 * Cloudflare Pages: a path (`*` matches any characters) followed by its indented `Name: value` lines. The build
 * writes the file (vite.config.ts, with the build's Content-Security-Policy); the mock API server
 * (static-files.ts) and `vite preview` (vite.config.ts) serve the very headers it holds, so every browser test
 * runs under them. docs/security.md says why each one is there.
 */
export const HOST_HEADERS_FILE = '_headers';

/** The host's fallback for the single-page app (Netlify's and Cloudflare Pages' `_redirects`). */
export const HOST_REDIRECTS_FILE = '_redirects';
export const HOST_REDIRECTS = '/*  /index.html  200\n';

export type HostHeaderRule = { path: string; headers: [name: string, value: string][] };

/** The `_headers` file of a build whose policy is `contentSecurityPolicy` (the meta tag's). */
export function hostHeadersFile(contentSecurityPolicy: string): string {
  return `# Written by the build (vite.config.ts, src/mocks/node/host-headers.ts); docs/security.md explains each header.
/*
  Content-Security-Policy: ${contentSecurityPolicy}; frame-ancestors 'none'
  Strict-Transport-Security: max-age=31536000; includeSubDomains
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()
  Cross-Origin-Opener-Policy: same-origin
  X-Frame-Options: DENY
/index.html
  Cache-Control: no-cache
/sw.js
  Cache-Control: no-cache
/manifest.webmanifest
  Cache-Control: no-cache
/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;
}

export function parseHostHeaders(text: string): HostHeaderRule[] {
  const rules: HostHeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && separator > 0) rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

function pathPattern(path: string): RegExp {
  return new RegExp(
    `^${path
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
}

/** The headers for `pathname`: every matching rule's, a header named twice joined with a comma (as Netlify does). */
export function headersFor(rules: readonly HostHeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!pathPattern(rule.path).test(pathname)) continue;
    for (const [name, value] of rule.headers) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}
