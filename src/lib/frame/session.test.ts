// @vitest-environment jsdom
// The session follows the tokens across tabs through the storage event: it needs a window.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, type SessionEvent } from './session';
import { tokenStorage } from '@/api/early/token-storage';

/** An unsigned JWT with these claims: the session reads them, it never checks a signature. */
function jwt(claims: Record<string, unknown>): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'none' })}.${part(claims)}.`;
}

function recordEvents(): SessionEvent[] {
  const events: SessionEvent[] = [];
  session.onEvent((event) => events.push(event));
  return events;
}

describe('session', () => {
  afterEach(() => vi.useRealTimers());

  it('is signed out without tokens and signed in with them, with the token’s user and verification', () => {
    expect(session.get()).toMatchObject({ state: 'signed-out', isAuthenticated: false, userId: null });
    tokenStorage.set({ access: jwt({ user_id: 7, is_email_verified: true }), refresh: 'r1' });
    expect(session.get()).toEqual({ state: 'signed-in', isAuthenticated: true, isEmailVerified: true, userId: '7' });
  });

  it('goes through refreshing and offline while the tokens stay, and retries with backoff', async () => {
    vi.useFakeTimers();
    tokenStorage.set({ access: jwt({ user_id: 7 }), refresh: 'r1' });
    const states: string[] = [];
    session.subscribe(() => states.push(session.get().state));
    session.setRefreshing(true);
    const retry = vi.fn();
    session.unreachable(retry);
    session.setRefreshing(false);
    expect(session.get()).toMatchObject({ state: 'offline', isAuthenticated: true });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(retry).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(retry).toHaveBeenCalledTimes(1);
    // The second failure in a row waits twice as long.
    session.unreachable(retry);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(retry).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(retry).toHaveBeenCalledTimes(2);
    session.reachable();
    expect(states).toEqual(['refreshing', 'refreshing', 'offline', 'offline', 'signed-in']);
  });

  it('ends when the refresh is refused, and stays ended after a reload until someone logs in', () => {
    tokenStorage.set({ access: jwt({ user_id: 7 }), refresh: 'r1' });
    const events = recordEvents();
    session.end();
    expect(session.get()).toMatchObject({ state: 'ended', isAuthenticated: false });
    expect(events).toEqual([{ type: 'ended', userId: '7' }]);
    // What a new page load reads: the reason left in localStorage.
    expect(tokenStorage.clearReason()).toBe('expired');
    tokenStorage.set({ access: jwt({ user_id: 7 }), refresh: 'r2' });
    expect(session.get().state).toBe('signed-in');
    expect(events.at(-1)).toEqual({ type: 'logged-in', userId: '7' });
  });

  it('a logout stops the retries of a session out of reach', async () => {
    vi.useFakeTimers();
    tokenStorage.set({ access: jwt({ user_id: 7 }), refresh: 'r1' });
    const events = recordEvents();
    const retry = vi.fn();
    session.unreachable(retry);
    session.logout();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(retry).not.toHaveBeenCalled();
    expect(session.get().state).toBe('signed-out');
    expect(events).toEqual([{ type: 'logged-out', userId: '7' }]);
  });

  it('tells a change of user apart from a refresh of the same user', () => {
    tokenStorage.set({ access: jwt({ user_id: 7, n: 1 }), refresh: 'r1' });
    const events = recordEvents();
    tokenStorage.merge({ access: jwt({ user_id: 7, n: 2 }) });
    expect(events).toEqual([]);
    tokenStorage.set({ access: jwt({ user_id: 8 }), refresh: 'r9' });
    expect(events).toEqual([{ type: 'user-changed', userId: '8', previousUserId: '7' }]);
  });

  it('follows another tab: its logout arrives as a storage event', () => {
    tokenStorage.set({ access: jwt({ user_id: 7 }), refresh: 'r1' });
    const events = recordEvents();
    localStorage.setItem('tw.auth-clear-reason', 'logout');
    localStorage.removeItem('auth');
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth', newValue: null }));
    expect(session.get().state).toBe('signed-out');
    expect(events).toEqual([{ type: 'logged-out', userId: '7' }]);
  });
});
