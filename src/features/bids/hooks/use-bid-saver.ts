import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BID_SHEET } from '@/config/bids';
import { TIMINGS } from '@/config/constants';
import { bidKeys } from '../api/keys';
import { BidConflictError, saveBid } from '../api/save-bid';
import type { Bid } from '../api/schemas';
import { draftBackup, type BidDraft } from '../lib/draft-backup';
import { sheetBytes } from '../lib/new-sheet';

export type BidSaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'tooLarge' | 'conflict';

type Options = {
  tenderId: number;
  /** The draft and version the sheet opens with (the stored Bid, a new one, or a backup of unsaved edits). */
  initial: { draft: BidDraft; version: number; isUnsaved: boolean };
  /** False for the example sheet: it edits, and saves nothing. */
  canSave: boolean;
};

export function draftOf(bid: Bid): BidDraft {
  return { status: bid.status, decision: bid.decision, deadline: bid.deadline, sheet: bid.sheet };
}

/**
 * The sheet's state and its autosave: every edit is kept in a local backup at once and sent once the user
 * has paused for TIMINGS.bidAutosaveDebounce. Saves run one at a time, each with the latest draft and the
 * version the last save returned. A 409 stops saving until the user chooses a version; a failure keeps
 * the draft and retries on the next edit or on 'opnieuw proberen'.
 */
export function useBidSaver({ tenderId, initial, canSave }: Options) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial.draft);
  const [saveState, setSaveState] = useState<BidSaveState>('idle');
  const [conflict, setConflict] = useState<Bid | null>(null);
  const draftRef = useRef(initial.draft);
  const versionRef = useRef(initial.version);
  /** Counts edits, so a save knows whether the draft changed while it was under way. */
  const revisionRef = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  const again = useRef(false);
  const inConflict = useRef(false);

  /** Sends the latest draft once; 'failed', 'tooLarge' and 'conflict' end the attempt. */
  const sendOnce = useCallback(async (): Promise<boolean> => {
    const sent = draftRef.current;
    const revision = revisionRef.current;
    if (sheetBytes(sent.sheet) > BID_SHEET.maxSheetBytes) {
      setSaveState('tooLarge');
      return false;
    }
    setSaveState('saving');
    try {
      const saved = await saveBid({ tenderId, version: versionRef.current, ...sent });
      versionRef.current = saved.version;
      queryClient.setQueryData(bidKeys.detail(tenderId), saved);
      if (revisionRef.current === revision) draftBackup.clear(tenderId);
      else draftBackup.write(tenderId, { version: saved.version, draft: draftRef.current });
      setSaveState('saved');
      return true;
    } catch (error) {
      if (error instanceof BidConflictError) {
        inConflict.current = true;
        setConflict(error.current);
        setSaveState('conflict');
      } else {
        setSaveState('failed');
      }
      return false;
    }
  }, [queryClient, tenderId]);

  /** Saves now; a call while a save is under way makes that one send again once it is done. */
  const saveNow = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (!canSave || inConflict.current) return;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    let ok = true;
    do {
      again.current = false;
      ok = await sendOnce();
    } while (ok && again.current);
    inFlight.current = false;
  }, [canSave, sendOnce]);

  /** Applies an edit: shown at once, backed up at once, saved after the pause. */
  const update = useCallback(
    (change: (current: BidDraft) => BidDraft) => {
      const next = change(draftRef.current);
      draftRef.current = next;
      revisionRef.current += 1;
      setDraft(next);
      if (!canSave) return;
      draftBackup.write(tenderId, { version: versionRef.current, draft: next });
      if (inConflict.current) return;
      // 'Opgeslagen' would no longer be true: the edit waits for the pause.
      setSaveState((state) => (state === 'saved' ? 'idle' : state));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), TIMINGS.bidAutosaveDebounce);
    },
    [canSave, saveNow, tenderId],
  );

  /** The conflict choice: save this draft over the stored Bid. */
  const keepMine = useCallback(() => {
    if (!conflict) return;
    versionRef.current = conflict.version;
    inConflict.current = false;
    setConflict(null);
    void saveNow();
  }, [conflict, saveNow]);

  /** The conflict choice: drop this draft and show the stored Bid. */
  const loadStored = useCallback(() => {
    if (!conflict) return;
    const stored = draftOf(conflict);
    draftRef.current = stored;
    versionRef.current = conflict.version;
    revisionRef.current += 1;
    inConflict.current = false;
    draftBackup.clear(tenderId);
    queryClient.setQueryData(bidKeys.detail(tenderId), conflict);
    setDraft(stored);
    setConflict(null);
    setSaveState('saved');
  }, [conflict, queryClient, tenderId]);

  // Edits restored from a backup (a reload or a closed tab before they were stored) are sent at once.
  const sendsRestored = useRef(initial.isUnsaved);
  useEffect(() => {
    if (!sendsRestored.current) return;
    sendsRestored.current = false;
    void saveNow();
  }, [saveNow]);

  // Closing the sheet within the pause still saves what was typed.
  useEffect(
    () => () => {
      if (timer.current !== undefined) void saveNow();
    },
    [saveNow],
  );

  return { draft, update, saveState, retry: saveNow, conflict, keepMine, loadStored };
}
