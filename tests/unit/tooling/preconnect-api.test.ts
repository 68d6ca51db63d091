import { describe, expect, it } from 'vitest';
import { apiPreconnectHref, contentSecurityPolicy } from '../../../vite.config';

describe('apiPreconnectHref', () => {
  it('names the origin of an API on another origin, which the CSP allows too', () => {
    expect(apiPreconnectHref('https://api.example.be/api')).toBe('https://api.example.be');
    expect(contentSecurityPolicy('https://api.example.be/api')).toContain("connect-src 'self' https://api.example.be");
  });

  it('keeps a scheme-relative API scheme-relative', () => {
    expect(apiPreconnectHref('//api.example.be/api')).toBe('//api.example.be');
  });

  it("adds nothing for an API on the page's own origin", () => {
    expect(apiPreconnectHref('/api')).toBeNull();
    expect(apiPreconnectHref(undefined)).toBeNull();
  });
});
