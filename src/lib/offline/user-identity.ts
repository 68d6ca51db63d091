import { jwtDecode } from 'jwt-decode';
import { tokenStorage } from '@/api/token-storage';

/**
 * Whose data the cache holds: the access token's user (`user_id`, or `sub`), 'session' when the token names
 * none (then only a logout and a login tell users apart), null when nobody is logged in.
 */
export function currentIdentity(): string | null {
  const access = tokenStorage.get()?.access;
  if (!access) return null;
  try {
    const claims = jwtDecode<Record<string, unknown>>(access);
    const id = claims.user_id ?? claims.sub;
    return typeof id === 'string' || typeof id === 'number' ? `user:${id}` : 'session';
  } catch {
    return 'session';
  }
}
