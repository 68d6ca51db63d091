import { STORAGE_KEYS, TIMEOUTS } from '@/config/constants';
import { v } from '@/lib/schema';
import { anonymousClient } from './anonymous-client';
import { endpoints } from './endpoints';
import { parseResponse } from './parse';
import { tokenStorage } from './token-storage';

const NonEmpty = v.pipe(v.string(), v.minLength(1));
const RefreshResponseSchema = v.object({ access: NonEmpty, refresh: v.optional(NonEmpty) });

const REFRESH_LOCK = 'tw.token-refresh';

let inFlight: Promise<string> | null = null;

/** Resolves when another tab changes the tokens or gives up its lease, or after `ms` at most. */
function otherTabDone(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('storage', onStorage);
      clearTimeout(timer);
      resolve();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.auth || event.key === STORAGE_KEYS.refreshLease) done();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('storage', onStorage);
  });
}

/**
 * The fallback without Web Locks: a short lease in localStorage. A tab that finds another tab's lease
 * waits for that tab's new token instead of rotating the refresh token a second time (not atomic like a
 * lock, but it closes all but a few milliseconds of the race).
 */
async function withLease(task: () => Promise<string>): Promise<string> {
  const taken = Number(localStorage.getItem(STORAGE_KEYS.refreshLease));
  const age = Date.now() - taken;
  if (taken && age >= 0 && age < TIMEOUTS.refreshLease) await otherTabDone(TIMEOUTS.refreshLease - age);
  localStorage.setItem(STORAGE_KEYS.refreshLease, String(Date.now()));
  try {
    return await task();
  } finally {
    localStorage.removeItem(STORAGE_KEYS.refreshLease);
  }
}

/** Runs `task` while holding a lock shared by every tab of this origin: a Web Lock, else a lease. */
async function acrossTabs(task: () => Promise<string>): Promise<string> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(REFRESH_LOCK, task) : withLease(task);
}

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
  inFlight = acrossTabs(() => exchange(staleAccess)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
