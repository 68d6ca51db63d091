import { defineConfig, devices } from '@playwright/test';
import chromium from './tests/e2e/chromium.json' with { type: 'json' };
import { OFFLINE_PORT } from './tests/e2e/offline-helpers';

// E2E_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
// Debian's Chromium with the flags this sandboxed, offline machine needs (shared with the bench). The tests
// also turn RenderDocument off: with it (Debian's Chromium 150), a page reloaded under Playwright's offline
// emulation gets a document whose `navigator.onLine` is true while its requests fail: no offline browser does.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
  args: [...chromium.args, '--disable-features=RenderDocument'],
};

/**
 * The phone of the browser tests: 390x844 with touch and the mobile viewport. No device pixel ratio of a real
 * phone: no test reads pixels, and three times as many of them to paint slowed every test at this size.
 */
const phone = {
  ...devices['Desktop Chrome'],
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  launchOptions,
};

/** Browser tests run on the built app (`npm run build:e2e`, mocking on) in Debian's Chromium. */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
    trace: 'on-first-retry',
  },
  projects: [
    {
      // The installable app offline (issue #26): the bench's production build (`npm run bench:bytes`)
      // with the app's service worker active, served with the simulated backend by the test itself
      // (tests/e2e/offline.offline.ts), which replaces the build midway. MSW's worker would own the scope in
      // the e2e build; the other browser tests run there, without the app's. It runs beside them, listed first so
      // that its one long test starts first.
      name: 'offline',
      testMatch: '**/*.offline.ts',
      timeout: 120_000,
      // A page of a freshly started server on a shared 2-core machine can take longer than the default 5 s.
      expect: { timeout: 15_000 },
      use: { ...phone, baseURL: `http://127.0.0.1:${OFFLINE_PORT}`, serviceWorkers: 'allow' },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    // A test whose title ends in @any-size behaves the same at every size (the CSP, sessions across tabs, a wrong
    // password, a payment's redirects…): it runs at 1440x900 only.
    { name: 'mobile', use: phone, grepInvert: /@any-size/ },
  ],
  webServer: {
    command: `npx vite preview --outDir dist-e2e --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
