import { acrossTabs } from '@/api/across-tabs';
import { v } from '@/api/schema';
import { anonymousClient } from './anonymous-client';
import { endpoints } from '@/api/early/endpoints';
import { parseResponse } from './parse';
import { tokenStorage } from '@/api/early/token-storage';

const NonEmpty = v.pipe(v.string(), v.minLength(1));
const RefreshResponseSchema = v.object({ access: NonEmpty, refresh: v.optional(NonEmpty) });

const REFRESH_LOCK = 'tw.token-refresh';

let inFlight: Promise<string> | null = null;

async function exchange(staleAccess: string | undefined): Promise<string> {
  const stored = tokenStorage.get();
  // Another tab refreshed while this one waited for the lock: its token is already stored (and rotating
  // the refresh token twice could invalidate the one it just got).
  if (stored?.access && staleAccess !== undefined && stored.access !== staleAccess) return stored.access;
  const refresh = stored?.refresh;
  if (!refresh) throw new Error('No refresh token');
  const response = await anonymousClient.post(endpoints.auth.refresh, { refresh });
  const tokens = parseResponse(RefreshResponseSchema, response.data, endpoints.auth.refresh);
  tokenStorage.merge(tokens);
  return tokens.access;
}

/**
 * Exchanges the stored refresh token for a new access token and merges it into storage. Concurrent
 * callers share one request, so any number of 401s cause a single refresh, and tabs take turns.
 * `staleAccess` is the token that was refused: when storage already holds another one, that one is used.
 */
export function refreshTokens(staleAccess?: string): Promise<string> {
  if (inFlight) return inFlight;
  const refresh = acrossTabs(REFRESH_LOCK, () => exchange(staleAccess)).finally(() => {
    if (inFlight === refresh) inFlight = null;
  });
  inFlight = refresh;
  return refresh;
}

/** Tests share this module (vite.config.ts `isolate: false`): a refresh a test left running is not the next one's. */
export function resetRefreshTokensForTests() {
  inFlight = null;
}
