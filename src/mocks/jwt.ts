/**
 * Minting and checking the mock's JSON Web Tokens (HS256). Free of the database and of `import.meta.env`
 * on purpose, so Node-side tools (Playwright fixtures) can mint tokens for the demo accounts too.
 */
import { JWT_SECRET, TOKEN_LIFETIME } from './config';
import { base64UrlToText, bytesToBase64Url, textToBase64Url, utf8 } from './lib/base64url';
import { randomToken } from './lib/random';
import { hmacSha256 } from './lib/sha256';

export type TokenSubject = { id: number; email: string; isEmailVerified: boolean };

export type AccessClaims = {
  token_type: 'access';
  user_id: number;
  email: string;
  is_email_verified: boolean;
  exp: number;
  iat: number;
  jti: string;
};

export type RefreshClaims = {
  token_type: 'refresh';
  user_id: number;
  exp: number;
  iat: number;
  jti: string;
};

export type TokenClaims = AccessClaims | RefreshClaims;

const HEADER = textToBase64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function signature(unsigned: string): string {
  return bytesToBase64Url(hmacSha256(utf8(JWT_SECRET), utf8(unsigned)));
}

export function signToken(claims: TokenClaims): string {
  const unsigned = `${HEADER}.${textToBase64Url(JSON.stringify(claims))}`;
  return `${unsigned}.${signature(unsigned)}`;
}

function seconds(ms: number): number {
  return Math.floor(ms / 1000);
}

/** `now` lets tests mint tokens that are already expired. */
export function mintAccessToken(subject: TokenSubject, now = Date.now()): string {
  return signToken({
    token_type: 'access',
    user_id: subject.id,
    email: subject.email,
    is_email_verified: subject.isEmailVerified,
    iat: seconds(now),
    exp: seconds(now + TOKEN_LIFETIME.access),
    jti: randomToken(16),
  });
}

export function mintRefreshToken(
  subject: Pick<TokenSubject, 'id'>,
  now = Date.now(),
): RefreshClaims & { token: string } {
  const claims: RefreshClaims = {
    token_type: 'refresh',
    user_id: subject.id,
    iat: seconds(now),
    exp: seconds(now + TOKEN_LIFETIME.refresh),
    jti: randomToken(16),
  };
  return { ...claims, token: signToken(claims) };
}

function isClaims(value: unknown): value is TokenClaims {
  if (!value || typeof value !== 'object') return false;
  const claims = value as Record<string, unknown>;
  return (
    (claims.token_type === 'access' || claims.token_type === 'refresh') &&
    typeof claims.user_id === 'number' &&
    typeof claims.exp === 'number' &&
    typeof claims.jti === 'string'
  );
}

/** The claims of a well-signed, unexpired token of the expected type; null otherwise. */
export function verifyToken<T extends TokenClaims['token_type']>(
  token: string,
  type: T,
  now = Date.now(),
): Extract<TokenClaims, { token_type: T }> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signed] = parts as [string, string, string];
  if (header !== HEADER || signature(`${header}.${payload}`) !== signed) return null;
  const text = base64UrlToText(payload);
  if (text === null) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.token_type !== type || claims.exp <= seconds(now)) return null;
  return claims as Extract<TokenClaims, { token_type: T }>;
}
