import { jwtDecode } from 'jwt-decode';
import { STORAGE_KEYS } from '@/config/constants';

export type AuthTokens = { access: string; refresh?: string | undefined };

// Checked by hand rather than with valibot: the header reads the session on every page, the landing page
// included, and should not pull the schema library into the first bundle.
function toTokens(value: unknown): AuthTokens | null {
  if (typeof value !== 'object' || value === null) return null;
  const { access, refresh } = value as Record<string, unknown>;
  if (typeof access !== 'string' || !access) return null;
  return { access, refresh: typeof refresh === 'string' && refresh ? refresh : undefined };
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Why the tokens were last removed: the user logged out, or the session could not be refreshed. */
export type ClearReason = 'logout' | 'expired';
let lastClearReason: ClearReason | null = null;

function readClearReason(): ClearReason {
  return localStorage.getItem(STORAGE_KEYS.authClearReason) === 'logout' ? 'logout' : 'expired';
}

function notify() {
  listeners.forEach((listener) => listener());
}

/** Another tab logged in, refreshed or logged out: this tab follows. One handler for every subscriber. */
function onStorage(event: StorageEvent) {
  if (event.key !== STORAGE_KEYS.auth) return;
  lastClearReason = event.newValue === null ? readClearReason() : null;
  notify();
}

export const tokenStorage = {
  get(): AuthTokens | null {
    try {
      const raw = localStorage.getItem(STORAGE_KEYS.auth);
      if (!raw) return null;
      return toTokens(JSON.parse(raw));
    } catch {
      return null;
    }
  },
  set(tokens: AuthTokens) {
    lastClearReason = null;
    localStorage.removeItem(STORAGE_KEYS.authClearReason);
    localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify(tokens));
    notify();
  },
  /** Merges a refresh answer, keeping the old refresh token when none comes back (spec readings §3). */
  merge(update: { access: string; refresh?: string | undefined }) {
    const current = tokenStorage.get();
    tokenStorage.set({ access: update.access, refresh: update.refresh ?? current?.refresh });
  },
  clear(reason: ClearReason = 'expired') {
    lastClearReason = reason;
    // Written first, so another tab that sees `auth` go knows why (storage events keep their order).
    localStorage.setItem(STORAGE_KEYS.authClearReason, reason);
    localStorage.removeItem(STORAGE_KEYS.auth);
    notify();
  },
  lastClearReason(): ClearReason | null {
    return lastClearReason;
  },
  /** Why the tokens went, also as an earlier page load left it; null when nothing was ever cleared. */
  clearReason(): ClearReason | null {
    if (lastClearReason) return lastClearReason;
    try {
      const stored = localStorage.getItem(STORAGE_KEYS.authClearReason);
      return stored === 'logout' || stored === 'expired' ? stored : null;
    } catch {
      return null;
    }
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
};

/** Tests share this module (vite.config.ts `isolate: false`): the setup forgets every subscriber and reason. */
export function resetTokenStorageForTests() {
  lastClearReason = null;
  listeners.clear();
  if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
}

export type AccessClaims = { is_email_verified?: boolean; exp?: number; user_id?: string | undefined };

/** The access token's claims, or null when it is not a readable JWT. */
export function decodeAccessToken(access: string | undefined | null): AccessClaims | null {
  if (!access) return null;
  try {
    const claims = jwtDecode<Record<string, unknown>>(access);
    return {
      is_email_verified: claims.is_email_verified === true,
      exp: typeof claims.exp === 'number' ? claims.exp : undefined,
      // Optional (SimpleJWT's default claim): which user this browser saw, for the feed's early first page.
      user_id:
        typeof claims.user_id === 'number' || typeof claims.user_id === 'string' ? String(claims.user_id) : undefined,
    };
  } catch {
    return null;
  }
}
