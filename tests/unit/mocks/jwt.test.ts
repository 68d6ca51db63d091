import { createHash, createHmac } from 'node:crypto';
import { jwtDecode } from 'jwt-decode';
import { describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME } from '@/mocks/config';
import { demoAccounts } from '@/mocks/demo-accounts';
import { mintAccessToken, mintRefreshToken, verifyToken } from '@/mocks/jwt';
import { utf8 } from '@/mocks/lib/base64url';
import { hmacSha256, sha256 } from '@/mocks/lib/sha256';
import { expiredAccessTokenFor, loginAs } from '@/mocks/testing';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const subject = { id: 1, email: 'demo@tenderwijzer.be', isEmailVerified: true };

describe('sha256 and hmac', () => {
  it('match Node crypto for short, block-sized and long inputs', () => {
    for (const text of ['', 'abc', 'a'.repeat(64), 'é'.repeat(200)]) {
      expect(hex(sha256(utf8(text)))).toBe(createHash('sha256').update(text).digest('hex'));
      expect(hex(hmacSha256(utf8('key'), utf8(text)))).toBe(createHmac('sha256', 'key').update(text).digest('hex'));
    }
    expect(hex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hex(hmacSha256(utf8('k'.repeat(100)), utf8('x')))).toBe(
      createHmac('sha256', 'k'.repeat(100)).update('x').digest('hex'),
    );
  });
});

describe('tokens', () => {
  it('decode with jwt-decode and carry the access claims the app reads', () => {
    const claims = jwtDecode<Record<string, unknown>>(mintAccessToken(subject));
    expect(claims).toMatchObject({
      token_type: 'access',
      user_id: 1,
      email: 'demo@tenderwijzer.be',
      is_email_verified: true,
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(TOKEN_LIFETIME.access / 1000);
    expect(typeof claims.jti).toBe('string');
  });

  it('are accepted only unexpired, untampered and of the right type', () => {
    const now = Date.now();
    const access = mintAccessToken(subject, now);
    expect(verifyToken(access, 'access', now)?.user_id).toBe(1);
    expect(verifyToken(access, 'refresh', now)).toBeNull();
    expect(verifyToken(access, 'access', now + TOKEN_LIFETIME.access + 1000)).toBeNull();
    const [header, , signature] = access.split('.');
    const forged = `${header}.${btoa(JSON.stringify({ ...jwtDecode(access), user_id: 2 })).replace(/=+$/, '')}.${signature}`;
    expect(verifyToken(forged, 'access', now)).toBeNull();
    expect(verifyToken('not-a-token', 'access', now)).toBeNull();
  });

  it('refresh tokens live 7 days', () => {
    const refresh = mintRefreshToken(subject);
    expect(refresh.exp - refresh.iat).toBe(7 * 24 * 3600);
    expect(verifyToken(refresh.token, 'refresh')?.jti).toBe(refresh.jti);
  });
});

describe('testing helpers', () => {
  it('loginAs stores the tokens as the app does', () => {
    const tokens = loginAs('onbevestigd@tenderwijzer.be');
    expect(JSON.parse(localStorage.getItem('auth') ?? '{}')).toEqual(tokens);
    expect(jwtDecode<{ is_email_verified: boolean }>(tokens.access).is_email_verified).toBe(false);
    expect(() => loginAs('niemand@example.com')).toThrow(/does not exist/);
  });

  it('expiredAccessTokenFor mints a token that is already expired', () => {
    const token = expiredAccessTokenFor(demoAccounts[0]?.email ?? '');
    expect(jwtDecode<{ exp: number }>(token).exp * 1000).toBeLessThan(Date.now());
    expect(verifyToken(token, 'access')).toBeNull();
  });
});
