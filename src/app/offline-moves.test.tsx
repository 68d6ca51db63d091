import { MutationObserver, onlineManager, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { pipelineQueryOptions, type PipelineBid } from '@/features/bids/api/get-pipeline';
import { moveBidAction, type MoveBidInput } from '@/features/bids/model/move-bid';
import { saveSheetAction, type SaveSheetInput } from '@/features/bids/api/save-sheet';
import type { BidStatus } from '@/features/bids/model/schemas';
import { draftBackup } from '@/features/bids/model/draft-backup';
import { usePendingStages } from '@/features/bids/hooks/use-pending-stages';
import { isWaiting } from '@/api/offline/mutation-state';
import { startOfflinePersistence } from '@/lib/offline/offline-persistence';
import { persistedCache, type ClientStorage } from '@/lib/offline/persisted-cache';
import { createQueryClient } from '@/api/query-client';
import { db } from '@/mocks/db';
import { server } from '@/mocks/server';
import { loginAs } from '@/mocks/testing';
import { memoryClientStorage } from '@tests/utils/memory-client-storage';
import { QUEUED_ACTIONS } from './offline-actions';

/** The browser's connection changes: navigator.onLine (useOnline) and the event React Query listens to. */
function setOnline(online: boolean) {
  vi.spyOn(Navigator.prototype, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** What a test started, stopped after it even when it fails: files share one environment. */
let running: (() => void)[] = [];

function start(queryClient: QueryClient, storage: ClientStorage) {
  queryClient.mount();
  const persistence = startOfflinePersistence({
    queryClient,
    cache: persistedCache(queryClient, storage, 0),
    loadActions: async () => QUEUED_ACTIONS,
    startsOffline: Promise.resolve(),
    identity: () => 'user:1',
  });
  running.push(() => {
    persistence.stop();
    queryClient.unmount();
  });
  return persistence;
}

/** What the board's hook sends (useMoveBid): the Bid as shown, without its tender. */
function move(queryClient: QueryClient, { tender, ...bid }: PipelineBid, status: BidStatus) {
  const input: MoveBidInput = { bid, name: tender.displayName, status };
  void new MutationObserver(queryClient, moveBidAction).mutate(input).catch(() => undefined);
}

function saveSheet(
  queryClient: QueryClient,
  { tender: _tender, updatedAt: _updatedAt, ...bid }: PipelineBid,
  notes: string,
) {
  const input: SaveSheetInput = { body: { ...bid, sheet: { ...bid.sheet, notes } }, edit: 'edit-1' };
  void new MutationObserver(queryClient, saveSheetAction).mutate(input).catch(() => undefined);
}

/** What the sheet does with unsaved edits, typed or reopened from their backup (useBidSaver): keeps, then sends them. */
function saveSheetEdits(queryClient: QueryClient, tenderId: number, edit: string) {
  const backup = draftBackup.read(tenderId)!;
  draftBackup.write(tenderId, { ...backup, edit });
  const input: SaveSheetInput = { body: { tenderId, version: backup.version, ...backup.draft }, edit };
  void new MutationObserver(queryClient, saveSheetAction).mutate(input).catch(() => undefined);
}

/** A started client with the board loaded, and notes typed on tender 16's sheet, kept in its backup. */
async function boardWithUnsavedNotes(notes: string) {
  const queryClient = createQueryClient();
  await start(queryClient, memoryClientStorage()).ready;
  const bids = await queryClient.fetchQuery(pipelineQueryOptions());
  const sixteen = bids.find((bid) => bid.tenderId === 16)!;
  const { status, decision, deadline, sheet, version } = sixteen;
  draftBackup.write(16, { version, draft: { status, decision, deadline, sheet: { ...sheet, notes } } });
  return { queryClient, sixteen };
}

/** Records every PUT of a Bid, then lets the simulated backend answer it. */
function recordPuts() {
  const bodies: { tenderId: number; status: string; version: number; notes: string }[] = [];
  server.use(
    http.put(`${env.API_URL}/bids/:tenderId/`, async ({ request }) => {
      const { tenderId, status, version, sheet } = (await request.clone().json()) as {
        tenderId: number;
        status: string;
        version: number;
        sheet: { notes: string };
      };
      bodies.push({ tenderId, status, version, notes: sheet.notes });
    }),
  );
  return bodies;
}

const storedBid = (tenderId: number) => db.bids.find((bid) => bid.tenderId === tenderId && bid.userId === 1);
const waitingActions = (queryClient: QueryClient) => queryClient.getMutationCache().getAll().filter(isWaiting).length;

// Polls wait longer than the default second: the persister and the replay run on a busy shared machine.
const POLL = { timeout: 5000 };

describe('stage moves in the offline queue', () => {
  beforeEach(() => {
    loginAs('demo@tenderwijzer.be');
  });
  afterEach(() => {
    setOnline(true);
    for (const stop of running) stop();
    running = [];
  });

  it('keeps moves made offline across a reload, shows them pending, and sends each once, in order, on the Bid stored before', async () => {
    const storage = memoryClientStorage();
    const before = createQueryClient();
    const first = start(before, storage);
    await first.ready;
    const bids = await before.fetchQuery(pipelineQueryOptions());
    const [sixteen, twentySix] = [16, 26].map((id) => bids.find((bid) => bid.tenderId === id)!);
    expect(sixteen).toMatchObject({ status: 'interested', version: 1 });

    setOnline(false);
    saveSheet(before, sixteen!, 'In de trein');
    move(before, sixteen!, 'go');
    move(before, twentySix!, 'assessing');
    await expect.poll(() => storage.queued().length, POLL).toBe(3);
    // The tab closes offline.
    first.stop();
    before.unmount();

    const bodies = recordPuts();
    const after = createQueryClient();
    onlineManager.setOnline(false);
    await start(after, storage).ready;
    expect(waitingActions(after)).toBe(3);
    // The board after the reload: the restored list with the waiting changes on it.
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={after}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePendingStages(), { wrapper });
    expect(after.getQueryData(pipelineQueryOptions().queryKey)).toHaveLength(bids.length);
    expect(result.current.get(16)).toEqual({ status: 'go', waiting: ['sheet', 'move'] });
    expect(result.current.get(26)).toEqual({ status: 'assessing', waiting: ['move'] });

    setOnline(true);
    await expect.poll(() => bodies.length, POLL).toBe(3);
    await expect.poll(() => after.isMutating(), POLL).toBe(0);
    expect(bodies).toEqual([
      { tenderId: 16, status: 'interested', version: 1, notes: 'In de trein' },
      // The move is built on the Bid the sheet's save stored: its notes kept, on its version.
      { tenderId: 16, status: 'go', version: 2, notes: 'In de trein' },
      { tenderId: 26, status: 'assessing', version: 1, notes: expect.any(String) },
    ]);
    expect(storedBid(16)).toMatchObject({ status: 'go', version: 3, sheet: { notes: 'In de trein' } });
    expect(storedBid(26)).toMatchObject({ status: 'assessing', version: 2 });
    const board = after.getQueryData(pipelineQueryOptions().queryKey);
    expect(board?.find((bid) => bid.tenderId === 16)).toMatchObject({ status: 'go', version: 3 });
    expect(result.current.size).toBe(0);
    await expect.poll(() => storage.queued().length, POLL).toBe(0);
  });

  it("moves the stage of a sheet's unsaved edits too: the sheet reopened from them does not send the card back", async () => {
    const { queryClient, sixteen } = await boardWithUnsavedNotes('In de trein');
    const bodies = recordPuts();

    setOnline(false);
    // The notes typed on the sheet are sent (they wait), then the card is moved on the board.
    saveSheetEdits(queryClient, 16, 'edit-1');
    move(queryClient, sixteen, 'go');
    await expect.poll(() => draftBackup.read(16)?.draft.status, POLL).toBe('go');
    expect(draftBackup.read(16)?.draft.sheet.notes).toBe('In de trein');
    // The sheet opened again starts from its backup and sends it.
    saveSheetEdits(queryClient, 16, 'edit-2');

    setOnline(true);
    await expect.poll(() => queryClient.isMutating(), POLL).toBe(0);
    expect(bodies.map((body) => body.status)).not.toContain('interested');
    expect(storedBid(16)).toMatchObject({ status: 'go', sheet: { notes: 'In de trein' } });
    expect(draftBackup.read(16)).toBeNull();
  });

  it("puts the stage of the sheet's unsaved edits back when the move fails", async () => {
    const { queryClient, sixteen } = await boardWithUnsavedNotes('Bijna klaar');
    setOnline(false);
    move(queryClient, sixteen, 'go');
    await expect.poll(() => draftBackup.read(16)?.draft.status, POLL).toBe('go');

    server.use(http.put(`${env.API_URL}/bids/:tenderId/`, () => new Response(null, { status: 400 })));
    setOnline(true);
    await expect.poll(() => queryClient.isMutating(), POLL).toBe(0);
    await expect.poll(() => draftBackup.read(16)?.draft.status, POLL).toBe('interested');
    expect(draftBackup.read(16)?.draft.sheet.notes).toBe('Bijna klaar');
  });
});
