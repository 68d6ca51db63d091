import { jwtDecode } from 'jwt-decode';
import { tokenStorage } from '@/api/early/token-storage';
import { v } from '@/api/schema';
import { BidStatusSchema, DecisionSchema, SheetSchema, type BidStatus } from '@/features/bids/model/schemas';

/** What the sheet edits: the Bid without its identity and the server's fields. */
export type BidDraft = {
  status: v.InferOutput<typeof BidStatusSchema>;
  decision: v.InferOutput<typeof DecisionSchema>;
  deadline: string | null;
  sheet: v.InferOutput<typeof SheetSchema>;
};

/** An edit not yet stored by the API, the version it was based on, and which edit it is (a save names it). */
export type DraftBackup = { version: number; draft: BidDraft; edit?: string | undefined };

const BackupSchema = v.object({
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  edit: v.optional(v.string()),
  draft: v.looseObject({
    status: BidStatusSchema,
    decision: DecisionSchema,
    deadline: v.nullable(v.string()),
    sheet: SheetSchema,
  }),
});

/** Per user (the token's `user_id`, as SimpleJWT writes it) and tender: another login never sees it. */
function storageKey(tenderId: number): string {
  let user = '';
  try {
    const claims = jwtDecode<{ user_id?: unknown }>(tokenStorage.get()?.access ?? '');
    user = String(claims.user_id ?? '');
  } catch {
    // No token or not a JWT: kept under the tender alone.
  }
  return `tw.bid-draft.${user}.${tenderId}`;
}

/**
 * Unsaved edits of a sheet, kept in localStorage until the API has stored them: a failed save, a reload or
 * a closed tab loses nothing typed. Storage that is full or blocked only loses this safety net.
 */
export const draftBackup = {
  read(tenderId: number): DraftBackup | null {
    try {
      const raw = localStorage.getItem(storageKey(tenderId));
      const parsed = v.safeParse(BackupSchema, raw ? JSON.parse(raw) : null);
      return parsed.success ? parsed.output : null;
    } catch {
      return null;
    }
  },
  write(tenderId: number, backup: DraftBackup): void {
    try {
      localStorage.setItem(storageKey(tenderId), JSON.stringify(backup));
    } catch {
      // See above.
    }
  },
  /**
   * A save of `edit` was stored at `version`: the backup goes when it holds that edit; a later edit stays,
   * on top of the stored version.
   */
  settle(tenderId: number, edit: string, version: number): void {
    const backup = draftBackup.read(tenderId);
    if (backup?.edit === edit) draftBackup.clear(tenderId);
    else if (backup) draftBackup.write(tenderId, { ...backup, version });
  },
  /**
   * The Bid was moved to `status` after these edits were made (`unless` they show another stage by now): they
   * take its stage, so the sheet reopened from them does not send the card back.
   */
  moveStage(tenderId: number, status: BidStatus, unless?: BidStatus): void {
    const backup = draftBackup.read(tenderId);
    if (backup && (unless === undefined || backup.draft.status === unless))
      draftBackup.write(tenderId, { ...backup, draft: { ...backup.draft, status } });
  },
  clear(tenderId: number): void {
    try {
      localStorage.removeItem(storageKey(tenderId));
    } catch {
      // See above.
    }
  },
};
