import { useSyncExternalStore } from 'react';
import { session, type Session } from '@/api/early/session';

export type { Session, SessionState } from '@/api/early/session';

/** The one session (src/api/early/session.ts): logged in means an access token is stored (spec §4). */
export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
