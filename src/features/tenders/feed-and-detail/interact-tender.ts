import {
  onlineManager,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type MutationFunctionContext,
  type Query,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { errorMessage } from '@/api/errors';
import { parseResponse } from '@/api/parse';
import { ACTION_RETRY } from '@/config/constants';
import { notify } from '@/lib/logged-in/toast';
import { useOnline } from '@/hooks/frame/use-online';
import { isWaiting, toggleSender } from '@/api/offline/mutation-state';
import { queuedAction } from '@/lib/offline/queue/queued-action';
import { t } from '@/i18n/tenders';
import { getTender, tenderQueryOptions } from './get-tender';
import { tenderKeys } from '@/features/tenders/logged-in/keys';
import {
  InteractResponseSchema,
  type InteractAction,
  type InteractResponse,
  type Tender,
  type TenderPage,
} from '@/features/tenders/model/schemas';

export type InteractInput = { id: number; action: InteractAction };

type Flags = Partial<Pick<Tender, 'isSaved' | 'isRejected'>>;
type FlagField = keyof Flags;
type FeedData = InfiniteData<TenderPage, number>;

/**
 * What the optimistic update changed, so an error can put exactly that back; `previous` also says what the
 * user asked for (its opposite), which a replay checks (sendByIntent).
 */
export type InteractRollback = {
  field: FlagField;
  previous: boolean | undefined;
  sequence: number;
  madeOnline: boolean;
};

/**
 * The last interaction started per tender, toggle and client. Answers can arrive out of order (rapid clicks on a
 * busy connection); only the answer to the last click shows, so the card ends in the state chosen last.
 */
const lastSequence = new WeakMap<QueryClient, Map<string, number>>();

const sequenceKey = ({ id, action }: InteractInput) => `${id}:${action}`;

function nextSequence(queryClient: QueryClient, input: InteractInput): number {
  const perToggle = lastSequence.get(queryClient) ?? new Map<string, number>();
  lastSequence.set(queryClient, perToggle);
  const sequence = (perToggle.get(sequenceKey(input)) ?? 0) + 1;
  perToggle.set(sequenceKey(input), sequence);
  return sequence;
}

/** An action restored from the offline queue after a reload has no later click in this page to yield to. */
function isLatest(queryClient: QueryClient, input: InteractInput, sequence: number | undefined): boolean {
  const last = lastSequence.get(queryClient)?.get(sequenceKey(input));
  return sequence === undefined || last === undefined || last === sequence;
}

const FIELD: Record<InteractAction, FlagField> = { save: 'isSaved', reject: 'isRejected' };

const interactMutationKey = [...tenderKeys.all, 'interact'] as const;

export async function interactTender({ id, action }: InteractInput): Promise<InteractResponse> {
  const endpoint = endpoints.tenders.interact(id);
  const response = await bearerClient.post(endpoint, { action });
  return parseResponse(InteractResponseSchema, response.data, endpoint);
}

/**
 * Save and reject toggle on the API (spec §7). One that waited (made offline, sent again after a failure, or
 * sent ACTION_RETRY.replayAfter after the click: restored after a reload, or behind slow ones) is sent by
 * intent: it first reads the tender, and when that already shows what the user asked for (changed in another
 * tab or on another device, or an earlier try that did reach the API), it is not sent and the state read is
 * its answer. Without a flag seen at the click, the intent is unknown and the toggle is sent.
 */
async function sendByIntent(input: InteractInput, { client, mutationKey }: MutationFunctionContext) {
  const mutation = client
    .getMutationCache()
    .findAll({ mutationKey, exact: true })
    .findLast(({ state }) => state.variables === input);
  const asked = mutation?.state.context as InteractRollback | undefined;
  if (!mutation || asked?.previous === undefined) return interactTender(input);
  const { failureCount, submittedAt } = mutation.state;
  const waited = !asked.madeOnline || failureCount > 0 || Date.now() - submittedAt >= ACTION_RETRY.replayAfter;
  if (!waited) return interactTender(input);
  const tender = await getTender(input.id);
  if (tender[asked.field] !== asked.previous) {
    return { action: input.action, isSaved: tender.isSaved, isRejected: tender.isRejected };
  }
  return interactTender(input);
}

/** Applies `change` to every page's results; returns `data` itself when the tender is on no page. */
function mapFeed(data: FeedData, id: number, change: (results: Tender[]) => Tender[]): FeedData {
  if (!data.pages.some((page) => page.results.some((tender) => tender.id === id))) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, results: change(page.results) })) };
}

function patchTenderInFeed(data: FeedData, id: number, flags: Flags): FeedData {
  return mapFeed(data, id, (results) => results.map((tender) => (tender.id === id ? { ...tender, ...flags } : tender)));
}

function removeTenderFromFeed(data: FeedData, id: number): FeedData {
  const removed = mapFeed(data, id, (results) => results.filter((tender) => tender.id !== id));
  if (removed === data) return data;
  // `count` is the feed's total, repeated on every page.
  return { ...removed, pages: removed.pages.map((page) => ({ ...page, count: Math.max(0, page.count - 1) })) };
}

function patchEverywhere(queryClient: QueryClient, id: number, flags: Flags) {
  queryClient.setQueriesData<FeedData>(
    { queryKey: tenderKeys.lists() },
    (data) => data && patchTenderInFeed(data, id, flags),
  );
  queryClient.setQueryData(tenderQueryOptions(id).queryKey, (tender) => tender && { ...tender, ...flags });
}

/** The flag as the user sees it now: the detail if cached, else the first feed holding the tender. */
function currentFlag(queryClient: QueryClient, id: number, field: FlagField): boolean | undefined {
  const detail = queryClient.getQueryData(tenderQueryOptions(id).queryKey);
  if (detail) return detail[field];
  for (const [, data] of queryClient.getQueriesData<FeedData>({ queryKey: tenderKeys.lists() })) {
    const tender = data?.pages.flatMap((page) => page.results).find((item) => item.id === id);
    if (tender) return tender[field];
  }
  return undefined;
}

/** Spec §4 'Tender interaction': the server's answer is the truth in every cached copy. */
function applyAnswer(queryClient: QueryClient, id: number, result: InteractResponse) {
  patchEverywhere(queryClient, id, { isSaved: result.isSaved, isRejected: result.isRejected });
  if (!result.isSaved) {
    queryClient.setQueriesData<FeedData>(
      { queryKey: tenderKeys.feed('saved') },
      (data) => data && removeTenderFromFeed(data, id),
    );
  }
  if (!result.isRejected) {
    queryClient.setQueriesData<FeedData>(
      { queryKey: tenderKeys.feed('rejected') },
      (data) => data && removeTenderFromFeed(data, id),
    );
  }
}

/** Brings the caches back in line with the server once the last pending interaction has settled. */
function refreshAfterInteraction(queryClient: QueryClient, id: number) {
  // This mutation still counts as pending here; a refetch while another one is optimistic would undo it.
  if (queryClient.isMutating({ mutationKey: interactMutationKey }) > 1) return;
  for (const kind of ['saved', 'rejected'] as const) {
    // Saved/rejected caches are cleared: an idle feed loads fresh on its next visit, a shown one refetches now.
    queryClient.removeQueries({ queryKey: tenderKeys.feed(kind), type: 'inactive' });
    void queryClient.invalidateQueries({ queryKey: tenderKeys.feed(kind) });
  }
  // The main and past feeds keep the tender, marked, where the user sees it (a rejected card animates out
  // in the UI); they refetch on their next visit.
  for (const kind of ['main', 'past'] as const) {
    void queryClient.invalidateQueries({ queryKey: tenderKeys.feed(kind), refetchType: 'none' });
  }
  // The tender itself: a shown detail refetches; an idle copy is removed.
  void queryClient.invalidateQueries({ queryKey: tenderKeys.detail(id) });
  queryClient.removeQueries({ queryKey: tenderKeys.detail(id), type: 'inactive' });
}

/**
 * Only a refetch of data already shown can overwrite the optimistic flag, so only that is cancelled. A
 * first load has nothing to overwrite (cancelling it would leave the query empty and idle), and a
 * next-page load must finish, or infinite scroll stalls while its trigger stays in view.
 */
function isRefetch(query: Query): boolean {
  return query.state.data !== undefined && !query.state.fetchMeta?.fetchMore;
}

/** The success toast for the server's answer (spec §8): what the tender's flag is now. */
export function interactSuccessMessage({ action, isSaved, isRejected }: InteractResponse): string {
  if (action === 'save') return t(isSaved ? 'tenders.interact.saved' : 'tenders.interact.unsaved');
  return t(isRejected ? 'tenders.interact.rejected' : 'tenders.interact.unrejected');
}

export function interactFailureMessage(action: InteractAction, error: unknown): string {
  return t('tenders.interact.failed', {
    action: t(action === 'save' ? 'tenders.interact.actionSave' : 'tenders.interact.actionReject'),
    message: errorMessage(error) ?? t('tenders.feed.unknownError'),
  }).trim();
}

/**
 * Save/reject toggle with optimistic update, rollback and the toasts of spec §8, so every screen that saves
 * or rejects (feeds, detail) says the same. Offline it waits in the queue (src/lib/offline/queue/queued-action.ts):
 * a second click on the same toggle while the first still waits takes both out, as the API toggles.
 */
export const interactTenderAction = queuedAction<InteractResponse, InteractInput, InteractRollback>(
  {
    mutationKey: interactMutationKey,
    mutationFn: (input, context) => toggleSender.send(() => sendByIntent(input, context), input, context),
    onMutate: async ({ id, action }, { client }): Promise<InteractRollback> => {
      const field = FIELD[action];
      await Promise.all([
        client.cancelQueries({ queryKey: tenderKeys.detail(id), predicate: isRefetch }),
        client.cancelQueries({ queryKey: tenderKeys.lists(), predicate: isRefetch }),
      ]);
      const previous = currentFlag(client, id, field);
      if (previous !== undefined) patchEverywhere(client, id, { [field]: !previous });
      return { field, previous, sequence: nextSequence(client, { id, action }), madeOnline: onlineManager.isOnline() };
    },
    onError: (error, variables, rollback, { client }) => {
      // Put back the one flag that was flipped, rather than a snapshot that would drop pages loaded meanwhile.
      if (rollback?.previous !== undefined) {
        patchEverywhere(client, variables.id, { [rollback.field]: rollback.previous });
      }
      notify.error(interactFailureMessage(variables.action, error));
    },
    onSuccess: (data, variables, rollback, { client }) => {
      if (isLatest(client, variables, rollback?.sequence)) {
        applyAnswer(client, variables.id, data);
        notify.success(interactSuccessMessage(data));
      }
    },
    // On failure too: a rollback may race another interaction, and the server has the last word.
    onSettled: (_data, _error, variables, _rollback, { client }) => refreshAfterInteraction(client, variables.id),
  },
  { key: sequenceKey, mode: 'toggle' },
);

type InteractConfig = Pick<
  UseMutationOptions<InteractResponse, Error, InteractInput, InteractRollback>,
  'onSuccess' | 'onError' | 'onSettled'
>;

/** The interaction for a screen; `mutationConfig` callbacks run after the action's own. */
export function useInteractTender({ mutationConfig }: { mutationConfig?: InteractConfig } = {}) {
  const { onError, onSuccess, onSettled } = interactTenderAction;
  return useMutation({
    ...interactTenderAction,
    onError: async (...args) => {
      await onError?.(...args);
      return mutationConfig?.onError?.(...args);
    },
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      return mutationConfig?.onSuccess?.(...args);
    },
    onSettled: async (...args) => {
      await onSettled?.(...args);
      return mutationConfig?.onSettled?.(...args);
    },
  });
}

/** The waiting interactions as `id:action`, in order: a snapshot that changes only when the queue does. */
function waitingSnapshot(queryClient: QueryClient): string {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: interactMutationKey, predicate: isWaiting })
    .map(({ state }) => {
      const input = state.variables as InteractInput | undefined;
      return input ? `${input.id}:${input.action}` : '';
    })
    .join(' ');
}

/**
 * The interactions waiting for the connection, per tender (the cards and the detail mark them). Only shown
 * offline: online an action waits at most for the one before it to be answered.
 */
export function useWaitingInteractions(): ReadonlyMap<number, readonly InteractAction[]> {
  const queryClient = useQueryClient();
  const online = useOnline();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getMutationCache().subscribe(onChange),
    [queryClient],
  );
  const snapshot = useSyncExternalStore(subscribe, () => waitingSnapshot(queryClient));
  return useMemo(() => {
    const byTender = new Map<number, InteractAction[]>();
    if (online || !snapshot) return byTender;
    for (const entry of snapshot.split(' ')) {
      const [id, action] = entry.split(':') as [string, InteractAction];
      byTender.set(Number(id), [...(byTender.get(Number(id)) ?? []), action]);
    }
    return byTender;
  }, [online, snapshot]);
}
