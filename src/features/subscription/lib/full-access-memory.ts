import { STORAGE_KEYS } from '@/config/constants';

/**
 * Whether this browser's last subscription status said full access for this user (clarifications.md
 * 'Demo mode'): the page's first call may then be asked beside the status instead of after it.
 */
export function lastSawFullAccess(userId: string | null | undefined): boolean {
  if (userId == null) return false;
  try {
    return localStorage.getItem(STORAGE_KEYS.fullAccessUser) === userId;
  } catch {
    return false;
  }
}

/** Keeps what the status just said for the next page load; only full access with a known user counts. */
export function rememberAccess(userId: string | null, hasFullAccess: boolean): void {
  try {
    if (hasFullAccess && userId !== null) localStorage.setItem(STORAGE_KEYS.fullAccessUser, userId);
    else localStorage.removeItem(STORAGE_KEYS.fullAccessUser);
  } catch {
    // Storage blocked: the page waits for the status, as without this.
  }
}
