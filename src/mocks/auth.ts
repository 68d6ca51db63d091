/**
 * Authentication of the simulated API: JWT minting/verification (see jwt.ts, re-exported here) and
 * `withAuth`, which turns a bearer header into the calling user or a 401 like the real server's.
 */
import type { UserRow } from './db-types';
import { findUserById } from './domain/accounts';
import { hasFullAccess } from './domain/subscription';
import { verifyToken } from './jwt';
import { detail, type MockRequest, type Resolver } from './lib/http';
import { MESSAGES } from './messages';

export { mintAccessToken, mintRefreshToken, verifyToken, type AccessClaims, type RefreshClaims } from './jwt';

export type AuthedRequest = MockRequest & { user: UserRow };

type AuthResult = { user: UserRow } | { response: Response } | { user: null };

function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization');
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export const tokenInvalid = () => detail(401, MESSAGES.tokenInvalid, { code: 'token_not_valid' });

/** The caller: no header → `{user: null}`; a bad or expired token → a 401 response. */
function authenticate(request: Request): AuthResult {
  const token = bearerToken(request);
  if (!token) return { user: null };
  const claims = verifyToken(token, 'access');
  const user = claims ? findUserById(claims.user_id) : undefined;
  return user ? { user } : { response: tokenInvalid() };
}

/** 401 without credentials or with an invalid/expired token; otherwise the resolver gets the user. */
export function withAuth(resolver: (request: AuthedRequest) => Response | Promise<Response>): Resolver {
  return (request) => {
    const result = authenticate(request.request);
    if ('response' in result) return result.response;
    if (!result.user) return detail(401, MESSAGES.noCredentials);
    return resolver({ ...request, user: result.user });
  };
}

/** For calls that work with and without login (checkout): a bad token still answers 401. */
export function withOptionalAuth(
  resolver: (request: MockRequest & { user: UserRow | null }) => Response | Promise<Response>,
): Resolver {
  return (request) => {
    const result = authenticate(request.request);
    if ('response' in result) return result.response;
    return resolver({ ...request, user: result.user });
  };
}

/** withAuth plus a 403 for users without full access (spec readings §9). */
export function withFullAccess(
  resolver: (request: AuthedRequest) => Response | Promise<Response>,
  message: string = MESSAGES.fullAccessRequired,
): Resolver {
  return withAuth((request) => (hasFullAccess(request.user.subscription) ? resolver(request) : detail(403, message)));
}
