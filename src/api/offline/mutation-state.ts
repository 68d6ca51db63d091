import type { Mutation, MutationFunctionContext } from '@tanstack/react-query';

type MutationLike = Pick<Mutation<unknown, unknown, unknown, unknown>, 'meta' | 'state'>;

/** Whether an action waits for the network (offline, or behind an earlier queued action not yet answered). */
export const isPaused = (mutation: Pick<MutationLike, 'state'>): boolean =>
  mutation.state.status === 'pending' && mutation.state.isPaused;

/**
 * Whether an action waits: paused (isPaused), or failed without an answer and waiting to be sent again
 * (queued-action.ts, retry-policy.ts), the browser online or not.
 */
export const isWaiting = (mutation: Pick<MutationLike, 'state'>): boolean =>
  isPaused(mutation) || (mutation.state.status === 'pending' && mutation.state.failureCount > 0);

/** A queued action (queued-action.ts) still waiting: what the persisted cache keeps of the mutations. */
export const waitsInQueue = (mutation: MutationLike): boolean => mutation.meta?.queued === true && isWaiting(mutation);

type SendToggle = <T>(send: () => Promise<T>, variables: unknown, context: MutationFunctionContext) => Promise<T>;

/**
 * How a queued toggle (save, reject) is sent: at once, until the offline app puts in its own (send-once.ts).
 * Two tabs can hold the same waiting toggle, restored from one persisted queue, and the API toggles: sent twice,
 * it undoes itself.
 */
const sendAtOnce: SendToggle = (send) => send();
export const toggleSender: { send: SendToggle } = { send: sendAtOnce };

/** Tests share this module (vite.config.ts `isolate: false`): the offline app a test started sends no later toggle. */
export function resetToggleSenderForTests() {
  toggleSender.send = sendAtOnce;
}
