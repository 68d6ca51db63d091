import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Tenderwijzer2026!';

/** Whether this project runs at the phone size (below the 1024 px layout breakpoint). */
export function isMobileLayout(page: Page) {
  return (page.viewportSize()?.width ?? 0) < 1024;
}

type Fixtures = {
  /** Logs in through the simulated backend (in the page's service worker) and stores the tokens. */
  loginAs: (email: string) => Promise<void>;
  /** Runs axe on the current page and fails on serious or critical violations. */
  expectNoSeriousA11yViolations: () => Promise<void>;
};

export const test = base.extend<Fixtures>({
  loginAs: async ({ page }, use) => {
    await use(async (email) => {
      await page.goto('/');
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
      const ok = await page.evaluate(
        async ({ username, password }) => {
          const response = await fetch('/api/auth/login/', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ username, password }),
          });
          if (!response.ok) return false;
          const tokens = (await response.json()) as { access: string; refresh: string };
          localStorage.setItem('auth', JSON.stringify({ access: tokens.access, refresh: tokens.refresh }));
          return true;
        },
        { username: email, password: DEMO_PASSWORD },
      );
      expect(ok).toBe(true);
    });
  },
  expectNoSeriousA11yViolations: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    });
  },
});

export { expect };
