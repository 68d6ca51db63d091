import { session, type SessionEvent } from '@/lib/frame/session';

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

const reasons: Record<SessionEvent['type'], SessionChange['reason']> = {
  'logged-in': 'login',
  'user-changed': 'login',
  'logged-out': 'logout',
  ended: 'ended',
};

/** The one place the offline queue hears the session (src/lib/frame/session.ts), in this tab and from others. */
export function watchSession(
  identity: () => string | null,
  initial: string | null,
  onChange: (change: SessionChange) => void,
): () => void {
  let current = initial;
  return session.onEvent((event) => {
    const next = identity();
    if (next === current) return;
    const previous = current;
    current = next;
    onChange({ reason: reasons[event.type], previous, next });
  });
}
