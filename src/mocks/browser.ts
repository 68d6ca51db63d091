/** The simulated backend in the browser (dev server and the e2e build): a service worker over the handlers. */
import { setupWorker } from 'msw/browser';
import { NETWORK_DELAY } from './config';
import { clearPersistedDb, db, loadDb, synthesizeTendersKept } from './db';
import { demoAccounts } from './demo-accounts';
import { faultHandlers, keepFaults, readFaults, type MockFault } from './faults';
import { handlers } from './handlers';

export const worker = setupWorker(...handlers);

/**
 * Console and Playwright access to the mock: reset the demo data, read the "sent" emails, fill the feeds
 * with `available` open tenders (copies of the real notices, kept across reloads until reset), set the
 * simulated latency (ms) for this page, and fail calls with an error status for this tab, also after a reload
 * (`fail([])` answers them again).
 */
type MockDevTools = {
  reset: () => void;
  outbox: (email?: string) => typeof db.outbox;
  accounts: typeof demoAccounts;
  synthesize: (available: number) => number;
  setNetworkDelay: (delay: { min: number; max: number }) => void;
  fail: (faults: MockFault[]) => void;
};

declare global {
  interface Window {
    tenderwijzerMock?: MockDevTools;
  }
}

export async function startMockWorker(): Promise<void> {
  loadDb();
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
    setNetworkDelay: (delay) => Object.assign(NETWORK_DELAY, delay),
    fail: (faults) => {
      keepFaults(faults);
      worker.resetHandlers();
      worker.use(...faultHandlers(faults));
    },
  };
}
