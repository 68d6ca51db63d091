import type { Mutation, MutationFunctionContext, MutationKey, MutationOptions } from '@tanstack/react-query';
import { OFFLINE } from '@/config/constants';

/**
 * How a new action folds into one of the same kind still waiting in the queue. `key` says which actions act
 * on the same thing. 'toggle': the new one undoes the waiting one (save, then save again), so both leave the
 * queue and nothing is sent; 'latest': the new one replaces the waiting one (a bid moved twice is sent once).
 */
export type Collapse<TVariables> = { key: (variables: TVariables) => string; mode: 'toggle' | 'latest' };

export type QueuedActionOptions<TData, TVariables, TContext> = MutationOptions<TData, Error, TVariables, TContext> & {
  mutationKey: MutationKey;
  mutationFn: (variables: TVariables, context: MutationFunctionContext) => Promise<TData>;
};

type AnyMutation = Mutation<unknown, unknown, unknown, unknown>;

const collapseRules = new Map<string, Collapse<never>>();
// React Query's hashKey would tie this module's chunk to React Query's; a mutation key is plain JSON.
const ruleKey = (mutationKey: MutationKey) => JSON.stringify(mutationKey);

/**
 * A mutation that waits for the network instead of failing: offline it is paused, kept in the persisted cache
 * with the queries (also across a reload) and sent when the connection is back, after every action queued
 * before it (one scope runs them one at a time, in order). Its callbacks must reach the cache through their
 * `context.client` and must not close over a component: after a reload they run from the registration
 * (src/app/offline-actions.ts), not from the hook that started the action.
 */
export function queuedAction<TData, TVariables, TContext>(
  options: QueuedActionOptions<TData, TVariables, TContext>,
  collapse?: Collapse<TVariables>,
): QueuedActionOptions<TData, TVariables, TContext> {
  if (collapse) collapseRules.set(ruleKey(options.mutationKey), collapse as Collapse<never>);
  return {
    ...options,
    scope: { id: OFFLINE.queueScope },
    networkMode: 'online',
    meta: { ...options.meta, queued: true },
  };
}

/** Whether the action waits for the network (offline, or behind an earlier action that has not been answered). */
export function isWaiting(mutation: Pick<AnyMutation, 'state'>): boolean {
  return mutation.state.status === 'pending' && mutation.state.isPaused;
}

/**
 * The mutation cache's onMutate (src/lib/query-client.ts): folds a new queued action into the one of the same
 * kind and key still waiting, by taking them out of the queue before anything is sent. Only waiting actions
 * fold: one already on its way to the API is answered and counts.
 */
export function collapseQueuedAction(
  variables: unknown,
  mutation: AnyMutation,
  context: MutationFunctionContext,
): void {
  const { mutationKey } = mutation.options;
  if (!mutationKey || !isWaiting(mutation)) return;
  const collapse = collapseRules.get(ruleKey(mutationKey)) as Collapse<unknown> | undefined;
  if (!collapse) return;
  const cache = context.client.getMutationCache();
  const key = collapse.key(variables);
  const earlier = cache
    .findAll({ mutationKey, exact: true, predicate: (other) => other !== mutation && isWaiting(other) })
    .findLast((other) => collapse.key(other.state.variables) === key);
  if (!earlier) return;
  cache.remove(earlier);
  if (collapse.mode === 'toggle') cache.remove(mutation);
}
