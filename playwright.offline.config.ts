import { defineConfig } from '@playwright/test';
import browserTests from './playwright.config';
import { OFFLINE_PORT } from './tests/e2e/offline-helpers';

// The phone of the other browser tests (390x844, touch), in Debian's Chromium.
const mobile = browserTests.projects?.find((project) => project.name === 'mobile');
if (!mobile) throw new Error('playwright.config.ts has no mobile project');

/**
 * The browser test of the installable app and its offline use (issue #26): a production build
 * (`npm run build:e2e-offline`, mocking off) with the app's service worker active, served with the simulated
 * backend on one origin by the test itself (tests/e2e/offline.offline.ts), which replaces the build midway.
 * MSW's worker would own the scope in the e2e build; the other browser tests run there, without the app's.
 */
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.offline.ts',
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 120_000,
  // A page of a freshly started server on a shared 2-core machine can take longer than the default 5 s.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${OFFLINE_PORT}`,
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
    serviceWorkers: 'allow',
    trace: 'on-first-retry',
  },
  projects: [mobile],
});
