import { useClearCacheOnSignOut } from '@/api/use-clear-cache-on-sign-out';

/** Mounted once inside the query provider: see useClearCacheOnSignOut. */
export function SignOutCacheReset() {
  useClearCacheOnSignOut();
  return null;
}
