// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../vite.config';

function directives(apiUrl: string | undefined): Map<string, string> {
  return new Map(
    contentSecurityPolicy(apiUrl)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources.join(' ')]),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows no inline or eval script, no plugins and no <base>', () => {
    const policy = directives('/api');
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('style-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('form-action')).toBe("'self'");
    expect(contentSecurityPolicy('/api')).not.toMatch(/unsafe-|\*|https?:(?!\/\/)/);
  });

  it.each([
    ['a path on this origin', '/api', "'self'"],
    ['no API URL', undefined, "'self'"],
    ['an empty API URL', '', "'self'"],
    ['an API on another origin', 'https://api.tenderwijzer.be/v1/', "'self' https://api.tenderwijzer.be"],
    ['an API on another port', 'http://localhost:8000/api', "'self' http://localhost:8000"],
    ['a scheme-relative API URL', '//api.tenderwijzer.be/v1', "'self' api.tenderwijzer.be"],
  ])('lets the app call exactly its own origin and the API for %s', (_case, apiUrl, connect) => {
    expect(directives(apiUrl).get('connect-src')).toBe(connect);
  });

  it('refuses an API URL that is not http(s)', () => {
    expect(() => contentSecurityPolicy('ftp://files.example/api')).toThrow(/VITE_API_URL must be http/);
  });
});
