/** The simulated backend in the browser (dev server and the e2e build): a service worker over the handlers. */
import { setupWorker } from 'msw/browser';
import { MOCK_DELAY_STORAGE_KEY, NETWORK_DELAY } from './config';
import { clearPersistedDb, db, loadDb, synthesizeTendersKept } from './db';
import { demoAccounts } from './demo-accounts';
import { faultHandlers, keepFaults, readFaults, type MockFault } from './faults';
import { handlers } from './handlers';

export const worker = setupWorker(...handlers);

/**
 * Console and Playwright access to the mock: reset the demo data, read the "sent" emails, fill the feeds
 * with `available` open tenders (copies of the real notices, kept across reloads until reset), set the
 * simulated latency (ms), kept across reloads, and fail calls with an error status for this tab, also after a
 * reload (`fail([])` answers them again).
 */
type NetworkDelay = { min: number; max: number };

type MockDevTools = {
  reset: () => void;
  outbox: (email?: string) => typeof db.outbox;
  accounts: typeof demoAccounts;
  synthesize: (available: number) => number;
  setNetworkDelay: (delay: NetworkDelay) => void;
  fail: (faults: MockFault[]) => void;
};

declare global {
  interface Window {
    tenderwijzerMock?: MockDevTools;
  }
}

function isNetworkDelay(value: unknown): value is NetworkDelay {
  const { min, max } = (value ?? {}) as Partial<NetworkDelay>;
  return typeof min === 'number' && typeof max === 'number' && min >= 0 && max >= min;
}

/** The latency set in an earlier load of this browser, if any. */
function keptNetworkDelay(): NetworkDelay | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(MOCK_DELAY_STORAGE_KEY) ?? 'null');
    return isNetworkDelay(kept) ? kept : null;
  } catch {
    return null;
  }
}

function setNetworkDelay(delay: NetworkDelay): void {
  Object.assign(NETWORK_DELAY, delay);
  localStorage.setItem(MOCK_DELAY_STORAGE_KEY, JSON.stringify(delay));
}

export async function startMockWorker(): Promise<void> {
  loadDb();
  Object.assign(NETWORK_DELAY, keptNetworkDelay());
  worker.use(...faultHandlers(readFaults()));
  await worker.start({
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    quiet: true,
  });
  // Set once the worker answers, so tests can wait for it after a reload too.
  window.tenderwijzerMock = {
    reset: clearPersistedDb,
    outbox: (email) => db.outbox.filter((message) => !email || message.to === email.toLowerCase()),
    accounts: demoAccounts,
    synthesize: synthesizeTendersKept,
    setNetworkDelay,
    fail: (faults) => {
      keepFaults(faults);
      worker.resetHandlers();
      worker.use(...faultHandlers(faults));
    },
  };
}
