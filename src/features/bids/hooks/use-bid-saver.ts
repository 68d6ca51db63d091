import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BID_SHEET } from '@/config/bids';
import { TIMINGS } from '@/config/constants';
import { useOnline } from '@/hooks/frame/use-online';
import { bidKeys } from '@/features/bids/logged-in/keys';
import { BidConflictError } from '@/features/bids/model/put-bid';
import { openSheets, saveSheetAction, type SaveSheetInput } from '../api/save-sheet';
import type { Bid } from '@/features/bids/model/schemas';
import { recordedDecision } from '../lib/bid-status';
import { draftBackup, type BidDraft } from '@/features/bids/model/draft-backup';
import { sheetBytes } from '../lib/new-sheet';

export type BidSaveState = 'idle' | 'saving' | 'waiting' | 'retrying' | 'saved' | 'failed' | 'tooLarge' | 'conflict';

type Options = {
  tenderId: number;
  /** The draft and version the sheet opens with (the stored Bid, a new one, or a backup of unsaved edits). */
  initial: { draft: BidDraft; version: number; isUnsaved: boolean; edit?: string | undefined };
  /** False for the demo sheet: it edits, and saves nothing. */
  canSave: boolean;
};

/** What the sheet edits of a Bid, with the fields this build does not know: they are sent back as they came. */
export function draftOf({ tenderId: _tenderId, version: _version, updatedAt: _updatedAt, ...draft }: Bid): BidDraft {
  return draft;
}

/** Names an edit, so a save's answer tells whether the backup holds a later one. */
const newEdit = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The sheet's state and its autosave: every edit is kept in a local backup at once and sent once the user
 * has paused for TIMINGS.bidAutosaveDebounce. A save is a queued action (api/save-sheet.ts): saves run one
 * at a time, a save made while another waits replaces it, and offline it waits for the connection, also
 * across a reload ('waiting'). A 409 stops saving until the user chooses a version; a failure keeps the
 * draft and retries on the next edit or on 'opnieuw proberen'. A No-go without its reason is sent as no
 * decision (recordedDecision): the rest of the sheet saves, the No-go once it has its reason.
 */
export function useBidSaver({ tenderId, initial, canSave }: Options) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const { mutate, isPending, isPaused, failureCount } = useMutation(saveSheetAction);
  const [draft, setDraft] = useState(initial.draft);
  const [outcome, setOutcome] = useState<'idle' | 'saved' | 'failed' | 'tooLarge'>('idle');
  const [conflict, setConflict] = useState<Bid | null>(null);
  const draftRef = useRef(initial.draft);
  const versionRef = useRef(initial.version);
  const editRef = useRef(initial.edit ?? newEdit());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inConflict = useRef(false);
  const isMounted = useRef(true);

  /** Sends the latest draft; the sheet hears the answer of its latest save only. */
  const saveNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (!canSave || inConflict.current) return;
    const sent = draftRef.current;
    if (sheetBytes(sent.sheet) > BID_SHEET.maxSheetBytes) {
      setOutcome('tooLarge');
      return;
    }
    const input: SaveSheetInput = {
      body: { tenderId, version: versionRef.current, ...sent, decision: recordedDecision(sent.decision) },
      edit: editRef.current,
    };
    // Closed within the pause: sent all the same, with nobody left to tell.
    if (!isMounted.current) {
      queryClient
        .getMutationCache()
        .build(queryClient, saveSheetAction)
        .execute(input)
        .catch(() => undefined);
      return;
    }
    mutate(input, {
      onSuccess: (stored) => {
        versionRef.current = stored.version;
        setOutcome(editRef.current === input.edit ? 'saved' : 'idle');
      },
      onError: (error) => {
        if (!(error instanceof BidConflictError)) {
          setOutcome('failed');
          return;
        }
        inConflict.current = true;
        setConflict(error.current);
      },
    });
  }, [canSave, mutate, queryClient, tenderId]);

  /** Applies an edit: shown at once, backed up at once, saved after the pause. */
  const update = useCallback(
    (change: (current: BidDraft) => BidDraft) => {
      const next = change(draftRef.current);
      draftRef.current = next;
      editRef.current = newEdit();
      setDraft(next);
      if (!canSave) return;
      draftBackup.write(tenderId, { version: versionRef.current, draft: next, edit: editRef.current });
      if (inConflict.current) return;
      // 'Opgeslagen' would no longer be true: the edit waits for the pause.
      setOutcome((state) => (state === 'saved' ? 'idle' : state));
      clearTimeout(timer.current);
      timer.current = setTimeout(saveNow, TIMINGS.bidAutosaveDebounce);
    },
    [canSave, saveNow, tenderId],
  );

  /** The conflict choice: save this draft over the stored Bid. */
  const keepMine = useCallback(() => {
    if (!conflict) return;
    versionRef.current = conflict.version;
    inConflict.current = false;
    setConflict(null);
    saveNow();
  }, [conflict, saveNow]);

  /** The conflict choice: drop this draft and show the stored Bid. */
  const loadStored = useCallback(() => {
    if (!conflict) return;
    const stored = draftOf(conflict);
    draftRef.current = stored;
    versionRef.current = conflict.version;
    editRef.current = newEdit();
    inConflict.current = false;
    draftBackup.clear(tenderId);
    queryClient.setQueryData(bidKeys.detail(tenderId), conflict);
    setDraft(stored);
    setConflict(null);
    setOutcome('saved');
  }, [conflict, queryClient, tenderId]);

  // Edits restored from a backup (a reload or a closed tab before they were stored) are sent at once; a save
  // of them still waiting in the restored queue is replaced by this one.
  const sendsRestored = useRef(initial.isUnsaved);
  useEffect(() => {
    if (!sendsRestored.current) return;
    sendsRestored.current = false;
    draftBackup.write(tenderId, { version: versionRef.current, draft: draftRef.current, edit: editRef.current });
    saveNow();
  }, [saveNow, tenderId]);

  // While open, the sheet says itself what became of a save (api/save-sheet.ts toasts for a closed one).
  useEffect(() => {
    if (!canSave) return;
    openSheets.add(tenderId);
    return () => {
      openSheets.delete(tenderId);
    };
  }, [canSave, tenderId]);

  // Closing the sheet within the pause still saves what was typed.
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      if (timer.current !== undefined) saveNow();
    };
  }, [saveNow]);

  const saveState: BidSaveState = conflict
    ? 'conflict'
    : isPending
      ? isPaused && !online
        ? 'waiting'
        : failureCount > 0
          ? 'retrying'
          : 'saving'
      : outcome;
  return { draft, update, saveState, retry: saveNow, conflict, keepMine, loadStored };
}
