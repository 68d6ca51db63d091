import { useSession } from '@/hooks/use-session';
import { useSubscriptionStatus } from '../api/subscription-status';
import type { AccessLevel } from '../api/schemas';
import { ACCESS_LEVELS } from '../api/schemas';

const FULL_ACCESS: readonly string[] = ['full_access', 'full_access_cancels_soon'];

export type Access = {
  isAuthenticated: boolean;
  isEmailVerified: boolean;
  /** True while the subscription status is still being fetched for a logged-in user. */
  isChecking: boolean;
  hasFullAccess: boolean;
  accessLevel: AccessLevel | null;
};

function toAccessLevel(value: string | null | undefined): AccessLevel | null {
  return ACCESS_LEVELS.find((level) => level === value) ?? null;
}

/** What the user may do; a failed status check counts as not subscribed (spec §4). */
export function useAccess(): Access {
  const session = useSession();
  const status = useSubscriptionStatus();
  const accessLevel = status.isSuccess ? toAccessLevel(status.data.accessLevel) : null;
  return {
    ...session,
    isChecking: session.isAuthenticated && status.isPending && status.fetchStatus !== 'idle',
    hasFullAccess: accessLevel !== null && FULL_ACCESS.includes(accessLevel),
    accessLevel,
  };
}
