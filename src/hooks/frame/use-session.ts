import { useSyncExternalStore } from 'react';
import { session, type Session } from '@/lib/frame/session';

export type { Session, SessionState } from '@/lib/frame/session';

/** The one session (src/lib/frame/session.ts): logged in means an access token is stored (spec §4). */
export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
