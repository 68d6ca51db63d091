import { useSyncExternalStore } from 'react';
import { decodeAccessToken, tokenStorage } from '@/api/early/token-storage';

export type Session = {
  isAuthenticated: boolean;
  isEmailVerified: boolean;
  /** The token's `user_id`, when it carries one. */
  userId: string | null;
};

let cached: { raw: string | null; session: Session } | null = null;

function snapshot(): Session {
  const tokens = tokenStorage.get();
  const raw = tokens?.access ?? null;
  if (cached && cached.raw === raw) return cached.session;
  const claims = decodeAccessToken(raw);
  const session = {
    isAuthenticated: raw !== null,
    isEmailVerified: claims?.is_email_verified ?? false,
    userId: claims?.user_id ?? null,
  };
  cached = { raw, session };
  return session;
}

/** Logged in means an access token is stored (spec §4); re-renders when `auth` changes. */
export function useSession(): Session {
  return useSyncExternalStore(tokenStorage.subscribe, snapshot, snapshot);
}
