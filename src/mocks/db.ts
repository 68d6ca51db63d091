/**
 * The simulated backend's in-memory database. `db` is one long-lived object whose collections handlers
 * read and change; `resetDb()` puts the initial state back (Vitest calls it before every test).
 * In the browser the state that changes through the API persists in localStorage under `tw.mock-db`,
 * so it survives a reload; tenders and FAQs are rebuilt from the bundled data on every load, anchored
 * to the current day. Under Vitest nothing is persisted.
 */
import { IS_TEST, MOCK_DB_STORAGE_KEY, MOCK_DB_VERSION, MOCK_SYNTHETIC_STORAGE_KEY } from './config';
import type { MockDb, MutableState } from './db-types';
import { seedDb, seedMutableState, seedReferenceData } from './seed';
import { withSyntheticTenders } from './tenders/synthesize';

export type { MockDb } from './db-types';

export const db: MockDb = seedDb();

export function resetDb(now = new Date()): void {
  Object.assign(db, seedDb(now));
}

type PersistedDb = { version: number; state: MutableState };

const MUTABLE_KEYS: ReadonlyArray<keyof MutableState> = [
  'users',
  'refreshTokens',
  'linkTokens',
  'outbox',
  'interactions',
  'chats',
  'checkoutSessions',
  'nextUserId',
];

function mutableState(): MutableState {
  return Object.fromEntries(MUTABLE_KEYS.map((key) => [key, db[key]])) as MutableState;
}

function canPersist(): boolean {
  return !IS_TEST && typeof localStorage !== 'undefined';
}

/** Saves the changeable state; called after every handled request in the browser. */
export function persistDb(): void {
  if (!canPersist()) return;
  try {
    const persisted: PersistedDb = { version: MOCK_DB_VERSION, state: mutableState() };
    localStorage.setItem(MOCK_DB_STORAGE_KEY, JSON.stringify(persisted));
  } catch {
    // Storage full or blocked (private mode): the mock keeps working in memory.
  }
}

function readPersisted(): MutableState | null {
  try {
    const raw = localStorage.getItem(MOCK_DB_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PersistedDb> | null;
    const state = parsed?.state;
    if (parsed?.version !== MOCK_DB_VERSION || !state || typeof state !== 'object') return null;
    const complete = MUTABLE_KEYS.every((key) => key in state);
    return complete && Array.isArray(state.users) ? state : null;
  } catch {
    return null;
  }
}

const BIDS_STORAGE_KEY = `${MOCK_DB_STORAGE_KEY}.bids`;

/**
 * Bids (optional extension 'Bids') are stored apart from the rest and read again on every bids call, so
 * two tabs share them as one server would: a second tab's save answers the first with a 409. In the
 * shared state every tab's next call would write its own old copy over them.
 */
export function syncBids(): void {
  if (!canPersist()) return;
  try {
    const raw = localStorage.getItem(BIDS_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as { version?: number; bids?: unknown } | null) : null;
    if (parsed?.version === MOCK_DB_VERSION && Array.isArray(parsed.bids)) db.bids = parsed.bids as MockDb['bids'];
  } catch {
    // Unreadable: this tab's copy stands.
  }
}

export function saveBids(): void {
  if (!canPersist()) return;
  try {
    localStorage.setItem(BIDS_STORAGE_KEY, JSON.stringify({ version: MOCK_DB_VERSION, bids: db.bids }));
  } catch {
    // See persistDb.
  }
}

/** Browser start-up: the saved state when there is a usable one, otherwise a fresh seed. */
export function loadDb(now = new Date()): void {
  const reference = seedReferenceData(now);
  const synthetic = canPersist() ? Number(localStorage.getItem(MOCK_SYNTHETIC_STORAGE_KEY)) : 0;
  if (synthetic > 0) reference.tenders = withSyntheticTenders(reference.tenders, synthetic, now);
  const saved = canPersist() ? readPersisted() : null;
  const seeded = seedMutableState(now, reference.tenders);
  Object.assign(db, reference, saved ?? seeded, { bids: seeded.bids });
  if (canPersist() && localStorage.getItem(BIDS_STORAGE_KEY)) syncBids();
  persistDb();
  saveBids();
}

/**
 * Bench only (the mock API's `/__mock/synthesize`, src/mocks/node/server.ts): the feeds' pool grows to
 * `available` open tenders with copies of the real notices (0 puts the real ones back). Returns how many
 * tenders the database holds.
 */
export function synthesizeTenders(available: number, now = new Date()): number {
  db.tenders = withSyntheticTenders(seedReferenceData(now).tenders, available, now);
  return db.tenders.length;
}

/** The browser mock's `synthesize` (dev tools, browser tests): as synthesizeTenders, kept across reloads until reset. */
export function synthesizeTendersKept(available: number): number {
  if (canPersist()) localStorage.setItem(MOCK_SYNTHETIC_STORAGE_KEY, String(available));
  return synthesizeTenders(available);
}

/** Forgets the saved state and starts over from the seed (a "reset demo data" action). */
export function clearPersistedDb(): void {
  if (canPersist()) {
    localStorage.removeItem(MOCK_DB_STORAGE_KEY);
    localStorage.removeItem(MOCK_SYNTHETIC_STORAGE_KEY);
    localStorage.removeItem(BIDS_STORAGE_KEY);
  }
  resetDb();
  persistDb();
  saveBids();
}
