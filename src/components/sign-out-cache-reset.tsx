import { useClearCacheOnSignOut } from '@/hooks/use-clear-cache-on-sign-out';

/** Mounted once inside the query provider: see useClearCacheOnSignOut. */
export function SignOutCacheReset() {
  useClearCacheOnSignOut();
  return null;
}
