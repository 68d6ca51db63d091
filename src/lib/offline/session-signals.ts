import { tokenStorage } from '@/api/early/token-storage';

/**
 * How the signed-in user changed, as the offline queue needs it (issue #42): `ended` (the session could not be
 * refreshed: the user did not choose to go, so the changes waiting are kept for them), `logout` (the user
 * chose to go: everything of theirs is deleted) or `login` (`next` signed in; `previous` too when the user
 * changed without a logout in between).
 */
export type SessionChange = {
  reason: 'ended' | 'logout' | 'login';
  previous: string | null;
  next: string | null;
};

/**
 * The one place the offline queue hears the session: an adapter over today's signals, the tokens in
 * localStorage (`auth`, api/token-storage.ts: this tab's changes and other tabs' through the storage event)
 * and why they went (`tw.auth-clear-reason`: 'logout' or 'expired', tokenStorage.lastClearReason()). The
 * session module of issue #42 replaces these lines with its events: 'session ended for user X' → `ended`,
 * 'user X logged out' → `logout`, 'user Y logged in' → `login`.
 */
export function watchSession(
  identity: () => string | null,
  initial: string | null,
  onChange: (change: SessionChange) => void,
): () => void {
  let current = initial;
  return tokenStorage.subscribe(() => {
    const next = identity();
    if (next === current) return;
    const previous = current;
    current = next;
    const reason = next !== null ? 'login' : tokenStorage.lastClearReason() === 'logout' ? 'logout' : 'ended';
    onChange({ reason, previous, next });
  });
}
