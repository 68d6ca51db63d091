import { decodeAccessToken, tokenStorage } from '@/api/early/token-storage';

/**
 * Whose data the cache holds: the access token's user (`user_id`, SimpleJWT's claim), 'session' when the
 * token names none (then the logins and logouts this app sees tell users apart), null when nobody is logged in.
 */
export function currentIdentity(): string | null {
  const access = tokenStorage.get()?.access;
  if (!access) return null;
  const user = decodeAccessToken(access)?.user_id;
  return user ? `user:${user}` : 'session';
}
