import { useClearCacheOnSignOut } from '@/api/use-clear-cache-on-sign-out';
import { useRefetchWhenServerBack } from '@/api/use-refetch-when-server-back';

/** Mounted once inside the query provider: see useClearCacheOnSignOut and useRefetchWhenServerBack. */
export function SignOutCacheReset() {
  useClearCacheOnSignOut();
  useRefetchWhenServerBack();
  return null;
}
