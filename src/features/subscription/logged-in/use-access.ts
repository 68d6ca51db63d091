import { useEffect } from 'react';
import { useNeedsConnection } from '@/hooks/logged-in/use-needs-connection';
import { useSession } from '@/hooks/frame/use-session';
import { useSubscriptionStatus } from '@/features/subscription/status/subscription-status';
import type { AccessLevel } from '@/features/subscription/status/schemas';
import { ACCESS_LEVELS } from '@/features/subscription/status/schemas';
import { lastSawFullAccess, rememberAccess } from '@/features/subscription/lib/full-access-memory';

const FULL_ACCESS: readonly string[] = ['full_access', 'full_access_cancels_soon'];

export type Access = {
  isAuthenticated: boolean;
  isEmailVerified: boolean;
  /** True while the subscription status is still being fetched for a logged-in user. */
  isChecking: boolean;
  /** While checking: offline, with no status on the device, so it waits for the connection (the page says so). */
  needsConnection: boolean;
  hasFullAccess: boolean;
  accessLevel: AccessLevel | null;
  /** While checking: whether this browser last saw full access for this user (a guess, never a grant). */
  expectsFullAccess: boolean;
};

function toAccessLevel(value: string | null | undefined): AccessLevel | null {
  return ACCESS_LEVELS.find((level) => level === value) ?? null;
}

/** What the user may do; a failed status check counts as not subscribed (spec §4). */
export function useAccess(): Access {
  const session = useSession();
  const status = useSubscriptionStatus();
  const accessLevel = status.isSuccess ? toAccessLevel(status.data.accessLevel) : null;
  const hasFullAccess = accessLevel !== null && FULL_ACCESS.includes(accessLevel);
  const isChecking = session.isAuthenticated && status.isPending && status.fetchStatus !== 'idle';
  const needsConnection = useNeedsConnection(status);
  const { userId } = session;
  // Only an answer counts: a failed check says nothing about the subscription.
  const answered = status.isSuccess;
  useEffect(() => {
    if (answered) rememberAccess(userId, hasFullAccess);
  }, [answered, userId, hasFullAccess]);
  return {
    ...session,
    isChecking,
    needsConnection,
    hasFullAccess,
    accessLevel,
    expectsFullAccess: isChecking && lastSawFullAccess(userId),
  };
}
