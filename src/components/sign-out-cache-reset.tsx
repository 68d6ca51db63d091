import { useClearCacheOnSignOut } from '@/hooks/use-clear-cache-on-sign-out';
import { useRefetchWhenServerBack } from '@/hooks/use-refetch-when-server-back';

/** Mounted once inside the query provider: see useClearCacheOnSignOut and useRefetchWhenServerBack. */
export function SignOutCacheReset() {
  useClearCacheOnSignOut();
  useRefetchWhenServerBack();
  return null;
}
