import { defineConfig, devices } from '@playwright/test';
import chromium from './tests/e2e/chromium.json' with { type: 'json' };
import { OFFLINE_DIST } from './tests/e2e/offline-helpers';

// E2E_OFFLINE_PORT lets several checkouts run these tests side by side; the update test starts its own
// servers on E2E_OFFLINE_UPDATE_PORT (tests/e2e/offline-update.offline.ts).
const PORT = Number(process.env.E2E_OFFLINE_PORT ?? 4175);
const launchOptions = { executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath, args: chromium.args };

/**
 * Browser tests of the installable app and its offline use (issue #26): a production build with the app's
 * service worker active, served with the simulated backend by `npm run mock-api` on one origin (MSW's worker
 * would own the scope in the e2e build). The other browser tests run on the e2e build, without the app's worker.
 */
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.offline.ts',
  // One server holds the simulated backend's state for all of them: one test at a time.
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A freshly started mock API server compresses the whole build before its first answers (the update test
  // starts two): on a shared 2-core machine a page can take longer than the default 5 s to show.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
    serviceWorkers: 'allow',
    trace: 'on-first-retry',
  },
  projects: [
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
        deviceScaleFactor: 3,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: `node scripts/mock-api.mjs`,
    env: { PORT: String(PORT), MOCK_API_DIST: OFFLINE_DIST },
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
