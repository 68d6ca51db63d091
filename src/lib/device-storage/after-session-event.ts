import type { SessionEvent, SessionState } from '@/lib/frame/session';
import { ENDED_SESSION_USER } from '@/config/device-storage';
import { wipeDevice } from './wipe-device';

/** A session event, or what a tab found as it started: a session that had ended, or leftovers of one. */
export type DeviceEvent = SessionEvent | { type: 'found'; state: Extract<SessionState, 'ended' | 'signed-out'> };

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * What the device keeps after a session event (src/lib/frame/session.ts), in every tab (each has its own
 * sessionStorage). A logout and a change of user remove everything personal. A session that ended keeps the
 * outbox, and whose it is, until the next login: the same user's login keeps it (their changes are sent),
 * another user's removes it. The first tab to see a login decides; the others find the owner gone and keep
 * what that tab kept.
 */
export async function afterSessionEvent(event: DeviceEvent): Promise<void> {
  switch (event.type) {
    case 'ended':
      try {
        localStorage.setItem(ENDED_SESSION_USER, event.userId ?? '');
      } catch {
        // Blocked storage: the next login keeps the outbox, as it would for the same user.
      }
      return wipeDevice({ keep: ['outbox', 'endedSessionUser'] });
    case 'found':
      return wipeDevice(event.state === 'ended' ? { keep: ['outbox', 'endedSessionUser'] } : {});
    case 'logged-in': {
      // The rest went with the logout or the end: wiping it again could remove what the new user's first
      // answers have just stored.
      const ended = read(ENDED_SESSION_USER);
      const sameUser = ended === null || (ended !== '' && ended === event.userId);
      return wipeDevice({ only: sameUser ? ['endedSessionUser'] : ['outbox', 'endedSessionUser'] });
    }
    case 'logged-out':
    case 'user-changed':
      return wipeDevice();
  }
}
