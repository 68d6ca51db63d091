import type { Mutation } from '@tanstack/react-query';

type MutationLike = Pick<Mutation<unknown, unknown, unknown, unknown>, 'meta' | 'state'>;

/** Whether an action waits for the network (offline, or behind an earlier queued action not yet answered). */
export const isWaiting = (mutation: Pick<MutationLike, 'state'>): boolean =>
  mutation.state.status === 'pending' && mutation.state.isPaused;

/** A queued action (queued-action.ts) still waiting: what the persisted cache keeps of the mutations. */
export const waitsInQueue = (mutation: MutationLike): boolean => mutation.meta?.queued === true && isWaiting(mutation);
