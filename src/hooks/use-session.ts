import { useSyncExternalStore } from 'react';
import { session, type Session } from '@/api/session';

export type { Session, SessionState } from '@/api/session';

/** The one session (src/api/session.ts): logged in means an access token is stored (spec §4). */
export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
