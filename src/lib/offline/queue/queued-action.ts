import type { MutationFunctionContext, MutationKey, MutationOptions } from '@tanstack/react-query';
import { isPaused } from '@/api/offline/mutation-state';
import { isTransientFailure, retryDelay } from '@/api/offline/retry-policy';

/**
 * How a new action folds into one of the same kind still waiting in the queue. `key` says which actions act
 * on the same thing. 'toggle': the new one undoes the waiting one (save, then save again), so both leave the
 * queue and nothing is sent; 'latest': the new one replaces the waiting one (a sheet saved twice is sent once).
 */
export type Collapse<TVariables> = { key: (variables: TVariables) => string; mode: 'toggle' | 'latest' };

export type QueuedActionOptions<TData, TVariables, TContext> = MutationOptions<TData, Error, TVariables, TContext> & {
  mutationKey: MutationKey;
  mutationFn: (variables: TVariables, context: MutationFunctionContext) => Promise<TData>;
};

/** The one mutation scope of the queued actions: they reach the API one after the other, in order. */
const QUEUE_SCOPE = 'offline-actions';

/**
 * Folds a new action into the one of the same kind and key still waiting, by taking them out of the queue
 * before anything is sent. Only paused actions fold: one already on its way to the API, or waiting to be sent
 * again after a failure (its retry runs on even out of the cache), may have reached it and counts.
 */
function fold<TVariables>(
  variables: TVariables,
  { client, mutationKey }: MutationFunctionContext,
  collapse: Collapse<TVariables>,
) {
  const cache = client.getMutationCache();
  const mine = cache.findAll({ mutationKey, exact: true });
  const self = mine.findLast((mutation) => mutation.state.variables === variables);
  if (!self || !isPaused(self)) return;
  const key = collapse.key(variables);
  const earlier = mine.findLast(
    (other) => other !== self && isPaused(other) && collapse.key(other.state.variables as TVariables) === key,
  );
  if (!earlier) return;
  cache.remove(earlier);
  if (collapse.mode === 'toggle') cache.remove(self);
}

/** A try of an action no longer in the queue (a logout or a change of user emptied it): ends it, unsent. */
class RemovedFromQueue extends Error {}

const isQueued = (variables: unknown, { client }: MutationFunctionContext) =>
  client
    .getMutationCache()
    .getAll()
    .some((mutation) => mutation.state.variables === variables);

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
  const { mutationFn, onMutate, onError } = options;
  return {
    ...options,
    mutationFn: (variables, context) =>
      isQueued(variables, context) ? mutationFn(variables, context) : Promise.reject(new RemovedFromQueue()),
    onError: (error, ...rest) => (error instanceof RemovedFromQueue ? undefined : onError?.(error, ...rest)),
    onMutate: (variables, context) => {
      if (collapse) fold(variables, context, collapse);
      // Without its own onMutate an action has no context: undefined, as React Query has it then.
      return onMutate?.(variables, context) as TContext | Promise<TContext>;
    },
    scope: { id: QUEUE_SCOPE },
    networkMode: 'online',
    // Lie-fi (issue #42): no answer, a 5xx, 408 or 429 keeps the action waiting, and it is sent again with
    // backoff for as long as it takes; only the server's refusal ends it (its onError rolls back and says so).
    retry: (_failureCount, error) => isTransientFailure(error),
    retryDelay,
    meta: { ...options.meta, queued: true },
  };
}
