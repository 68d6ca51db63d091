import { acrossTabs } from '@/api/across-tabs';
import { v } from '@/api/schema';
import { anonymousClient } from './anonymous-client';
import { endpoints } from '@/api/early/endpoints';
import { errorStatus } from './errors';
import { parseResponse } from './parse';
import { session } from '@/lib/frame/session';
import { tokenStorage } from '@/api/early/token-storage';

const NonEmpty = v.pipe(v.string(), v.minLength(1));
const RefreshResponseSchema = v.object({ access: NonEmpty, refresh: v.optional(NonEmpty) });

const REFRESH_LOCK = 'tw.token-refresh';

/** Only these answers refuse the refresh token (SimpleJWT: 401 for a bad token, 400 for a missing one). */
const REJECTING_STATUSES = [400, 401];

/**
 * The refresh gave no token to retry with, and the session is settled: it ended (the server refused the
 * refresh token), or a logout, an end or another login happened meanwhile and wins.
 */
export class SessionGone extends Error {
  constructor() {
    super('The session is gone');
    this.name = 'SessionGone';
  }
}

let inFlight: Promise<string> | null = null;

/** Whether the tokens that held `refresh` are still the stored ones (no logout, end or login meanwhile). */
const stillStored = (refresh: string) => tokenStorage.get()?.refresh === refresh;

async function exchange(staleAccess: string | undefined): Promise<string> {
  const stored = tokenStorage.get();
  // Another tab refreshed while this one waited for the lock: its token is already stored (and rotating
  // the refresh token twice could invalidate the one it just got).
  if (stored?.access && staleAccess !== undefined && stored.access !== staleAccess) return stored.access;
  if (!stored) throw new SessionGone();
  const refresh = stored.refresh;
  if (!refresh) {
    session.end();
    throw new SessionGone();
  }
  let tokens: v.InferOutput<typeof RefreshResponseSchema>;
  try {
    const response = await anonymousClient.post(endpoints.auth.refresh, { refresh });
    tokens = parseResponse(RefreshResponseSchema, response.data, endpoints.auth.refresh);
  } catch (error) {
    if (!stillStored(refresh)) throw new SessionGone();
    if (!REJECTING_STATUSES.includes(errorStatus(error) ?? 0)) {
      // A network error, a timeout, a 5xx: the session stays, and the refresh is tried again later.
      session.unreachable(() => refreshTokens().catch(() => undefined));
      throw error;
    }
    session.end();
    throw new SessionGone();
  }
  // A logout, an end or another login while the answer was on its way wins, in every tab (they share `auth`):
  // storing the answer would bring the tokens back.
  if (!stillStored(refresh)) throw new SessionGone();
  tokenStorage.merge(tokens);
  session.reachable();
  return tokens.access;
}

/**
 * Exchanges the stored refresh token for a new access token and merges it into storage. Concurrent
 * callers share one request, so any number of 401s cause a single refresh, and tabs take turns.
 * `staleAccess` is the token that was refused: when storage already holds another one, that one is used.
 * It settles the session (src/lib/frame/session.ts): only a 400 or 401 answer ends it (`SessionGone`); a failure
 * to reach the server keeps it `offline` and throws that failure.
 */
export function refreshTokens(staleAccess?: string): Promise<string> {
  if (inFlight) return inFlight;
  session.setRefreshing(true);
  const refresh = acrossTabs(REFRESH_LOCK, () => exchange(staleAccess)).finally(() => {
    if (inFlight === refresh) inFlight = null;
    session.setRefreshing(false);
  });
  inFlight = refresh;
  return refresh;
}

/** Tests share this module (vite.config.ts `isolate: false`): a refresh a test left running is not the next one's. */
export function resetRefreshTokensForTests() {
  inFlight = null;
}
