import { decodeAccessToken, tokenStorage } from '@/api/early/token-storage';

/**
 * The one session of the app (issue #42), which every part of it reads:
 * - `signed-out`: no tokens; nobody logged in, or the user logged out (here or in another tab).
 * - `signed-in`: tokens are stored and the last refresh, if any, worked.
 * - `refreshing`: this tab is exchanging the refresh token (src/api/refresh-tokens.ts).
 * - `offline`: the last refresh could not reach the server (a network error, a timeout, a 5xx): the tokens are
 *   kept, the refresh is tried again with backoff, and the user is told that the server cannot be reached.
 * - `ended`: the server refused the refresh token (400/401), here or in another tab; the tokens are gone. It
 *   stays `ended` until someone logs in (also across a reload: the reason is in `tw.auth-clear-reason`).
 * Tabs share the tokens (localStorage `auth`), so every tab follows a login, a logout and an end.
 */
export type SessionState = 'signed-out' | 'signed-in' | 'refreshing' | 'offline' | 'ended';

export type Session = {
  state: SessionState;
  /** Tokens are stored: `signed-in`, `refreshing` or `offline`. */
  isAuthenticated: boolean;
  isEmailVerified: boolean;
  /** The access token's `user_id`, when it carries one. */
  userId: string | null;
};

/**
 * What happened to the session, in every tab, once each (`userId`: the token's `user_id`, null when it names
 * none). `logged-in`: tokens appeared where there were none. `user-changed`: another user's tokens replaced
 * the stored ones without a logout (a login in another tab). `logged-out`: 'Uitloggen', here or in another
 * tab. `ended`: the refresh was refused. A refresh of the same user's tokens is no event.
 */
export type SessionEvent =
  | { type: 'logged-in'; userId: string | null }
  | { type: 'user-changed'; userId: string | null; previousUserId: string | null }
  | { type: 'logged-out'; userId: string | null }
  | { type: 'ended'; userId: string | null };

type Listener = () => void;
type EventListener = (event: SessionEvent) => void;

const listeners = new Set<Listener>();
const eventListeners = new Set<EventListener>();
let stopWatchingTokens: (() => void) | null = null;

let refreshing = false;
let retry: { run: () => unknown; attempt: number; due: boolean; timer: ReturnType<typeof setTimeout> } | null = null;

/** Backoff of the refresh while the server cannot be reached: 2 s, 4 s, 8 s … at most a minute. */
const RETRY_BASE = 2_000;
const RETRY_MAX = 60_000;

let cached: { key: string; session: Session } | null = null;

function wasEnded(): boolean {
  return tokenStorage.clearReason() === 'expired';
}

function read(): Session {
  const access = tokenStorage.get()?.access ?? null;
  const state: SessionState =
    access === null
      ? wasEnded()
        ? 'ended'
        : 'signed-out'
      : refreshing
        ? 'refreshing'
        : retry
          ? 'offline'
          : 'signed-in';
  const key = `${state}:${access}`;
  if (cached?.key === key) return cached.session;
  const claims = decodeAccessToken(access);
  const session: Session = {
    state,
    isAuthenticated: access !== null,
    isEmailVerified: claims?.is_email_verified ?? false,
    userId: claims?.user_id ?? null,
  };
  cached = { key, session };
  return session;
}

let last: Session | null = null;

function eventBetween(before: Session, after: Session): SessionEvent | null {
  if (!before.isAuthenticated && after.isAuthenticated) return { type: 'logged-in', userId: after.userId };
  if (before.isAuthenticated && !after.isAuthenticated)
    return { type: after.state === 'ended' ? 'ended' : 'logged-out', userId: before.userId };
  if (after.isAuthenticated && after.userId !== before.userId)
    return { type: 'user-changed', userId: after.userId, previousUserId: before.userId };
  return null;
}

function onTokens() {
  const before = last ?? read();
  const after = read();
  last = after;
  if (!after.isAuthenticated) stopRetrying();
  const event = eventBetween(before, after);
  listeners.forEach((listener) => listener());
  if (event) eventListeners.forEach((listener) => listener(event));
}

function notify() {
  last = read();
  listeners.forEach((listener) => listener());
}

function watch() {
  if (stopWatchingTokens) return;
  last = read();
  stopWatchingTokens = tokenStorage.subscribe(onTokens);
}

function unwatchWhenIdle() {
  if (listeners.size > 0 || eventListeners.size > 0) return;
  stopWatchingTokens?.();
  stopWatchingTokens = null;
}

function stopRetrying() {
  if (retry) clearTimeout(retry.timer);
  retry = null;
}

export const session = {
  get: read,
  /** Called on every change of state (in this tab or from another one). */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    watch();
    return () => {
      listeners.delete(listener);
      unwatchWhenIdle();
    };
  },
  /** Called once per login, change of user, logout and end (see SessionEvent), in every tab. */
  onEvent(listener: EventListener): () => void {
    eventListeners.add(listener);
    watch();
    return () => {
      eventListeners.delete(listener);
      unwatchWhenIdle();
    };
  },
  /** 'Uitloggen': the tokens go, in every tab; a refresh in flight can no longer bring them back. */
  logout() {
    stopRetrying();
    tokenStorage.clear('logout');
  },
  /** The server refused the refresh token: the session has ended, in every tab. */
  end() {
    stopRetrying();
    tokenStorage.clear('expired');
  },
  /** For src/api/refresh-tokens.ts: a refresh starts or settles in this tab. */
  setRefreshing(value: boolean) {
    refreshing = value;
    notify();
  },
  /** For src/api/refresh-tokens.ts: the refresh reached the server and worked. */
  reachable() {
    stopRetrying();
    notify();
  },
  /**
   * For src/api/refresh-tokens.ts: the refresh could not reach the server. The session is `offline` and
   * `run` (the refresh again) is called after a backoff; it reports `reachable`, `unreachable` or `end` itself.
   */
  unreachable(run: () => unknown) {
    // A call's own refresh failing meanwhile keeps the waiting try: only a try that came due moves the backoff on.
    if (retry && !retry.due) return;
    const attempt = (retry?.attempt ?? 0) + 1;
    const delay = Math.min(RETRY_BASE * 2 ** (attempt - 1), RETRY_MAX);
    const next = {
      run,
      attempt,
      due: false,
      timer: setTimeout(() => {
        next.due = true;
        next.run();
      }, delay),
    };
    retry = next;
    notify();
  },
};

/** Tests share this module (vite.config.ts `isolate: false`): the setup forgets every subscriber and retry. */
export function resetSessionForTests() {
  stopRetrying();
  refreshing = false;
  cached = null;
  last = null;
  listeners.clear();
  eventListeners.clear();
  stopWatchingTokens?.();
  stopWatchingTokens = null;
}
