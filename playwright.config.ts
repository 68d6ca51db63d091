import { defineConfig, devices } from '@playwright/test';
import chromium from './tests/e2e/chromium.json' with { type: 'json' };

// E2E_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
// Debian's Chromium with the flags this sandboxed, offline machine needs (shared with the bench).
const launchOptions = { executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath, args: chromium.args };

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
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
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
    command: `npx vite preview --outDir dist-e2e --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
