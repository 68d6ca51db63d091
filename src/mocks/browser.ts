/** The simulated backend in the browser (dev server and the e2e build): a service worker over the handlers. */
import { setupWorker } from 'msw/browser';
import { clearPersistedDb, db, loadDb } from './db';
import { demoAccounts } from './demo-accounts';
import { handlers } from './handlers';

export const worker = setupWorker(...handlers);

/** Console and Playwright access to the mock: reset the demo data, read the "sent" emails. */
type MockDevTools = {
  reset: () => void;
  outbox: (email?: string) => typeof db.outbox;
  accounts: typeof demoAccounts;
};

declare global {
  interface Window {
    tenderwijzerMock?: MockDevTools;
  }
}

export async function startMockWorker(): Promise<void> {
  loadDb();
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
  };
}
