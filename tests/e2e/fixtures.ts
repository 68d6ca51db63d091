import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { MOCK_DELAY_STORAGE_KEY } from '../../src/mocks/config';
import { demoAccounts } from '../../src/mocks/demo-accounts';
import { mintAccessToken, mintRefreshToken } from '../../src/mocks/jwt';

export const DEMO_PASSWORD = 'Tenderwijzer2026!';

/** Whether this project runs at the phone size (below the 1024 px layout breakpoint). */
export function isMobileLayout(page: Page) {
  return (page.viewportSize()?.width ?? 0) < 1024;
}

/** 'Uitloggen' where the layout offers it (the 'Matching profiel' drawer on a phone, the Profiel menu else). */
export async function logOut(page: Page) {
  if (isMobileLayout(page)) {
    await page.getByRole('button', { name: 'Matching profiel tonen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Uitloggen' }).click();
  } else {
    await page.getByRole('button', { name: 'Profiel' }).click();
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  }
  await expect(page).toHaveURL(/\/$/);
}

/** The page's one h1; pass its text to wait for a particular state of the page. */
export function pageHeading(page: Page, name?: string | RegExp): Locator {
  return page.getByRole('heading', { level: 1, ...(name === undefined ? {} : { name }) });
}

/**
 * Waits until the page has settled: its h1 shows, and no skeleton in view or 'Loading...' text is left (the
 * 'Matching profiel' panel and the feeds load after the heading). Used before axe and layout checks.
 */
export async function waitForPageReady(page: Page, heading?: string | RegExp) {
  await expect(pageHeading(page, heading)).toBeVisible();
  // Checked every frame: a locator assertion's back-off would add up to a second per page.
  await page.waitForFunction(
    () =>
      // Placeholders below the fold may wait for the reader (the landing page's carousels).
      !Array.from(document.querySelectorAll('.animate-pulse')).some(
        (element) => element.getBoundingClientRect().top < window.innerHeight,
      ) &&
      !Array.from(document.querySelectorAll('body *')).some(
        (element) => element.childElementCount === 0 && element.textContent?.trim() === 'Loading...',
      ),
    undefined,
    { polling: 'raf' },
  );
}

const CLOCK_STEP_MS = 50;

/**
 * Opens `path` on a page clock that moves only when told (`page.clock`), stepping it until the page's h1
 * shows: React reveals a page that loaded in a Suspense boundary on a timer. Returns the most page time
 * that can have passed since the page appeared, for timers it starts (a redirect after 3 s).
 */
export async function revealWithPausedClock(page: Page, path: string, heading: string): Promise<number> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(path);
  const shown = pageHeading(page, heading);
  await expect
    .poll(
      async () => {
        if (!(await shown.isVisible())) await page.clock.runFor(CLOCK_STEP_MS);
        return shown.isVisible();
      },
      { intervals: [20], timeout: 15_000 },
    )
    .toBe(true);
  return CLOCK_STEP_MS;
}

/** How long /success, /cancel and the verify-email and new-password pages show before they redirect. */
const REDIRECT_DELAY_MS = 3_000;

/**
 * Moves the page's clock past a redirect's 3 s instead of waiting them out (decision 083), then expects the
 * page where it leads. The test installs the clock before its first page loads (`page.clock.install()`).
 */
export async function runOutRedirect(page: Page, to: RegExp) {
  await page.clock.runFor(REDIRECT_DELAY_MS);
  await expect(page).toHaveURL(to);
}

/** The link of the newest mail of `kind` the simulated backend "sent" to `email`. */
export async function linkFromOutbox(page: Page, email: string, kind: string): Promise<string> {
  await page.waitForFunction(() => window.tenderwijzerMock !== undefined);
  const link = await page.evaluate(
    ({ to, wanted }) =>
      window.tenderwijzerMock
        ?.outbox(to)
        .filter((mail) => mail.kind === wanted)
        .at(-1)?.link,
    { to: email, wanted: kind },
  );
  expect(link, `a ${kind} mail to ${email}`).toBeTruthy();
  return link as string;
}

/** The access token that `loginAs` (or the login form) stored under `auth`. */
export async function storedAccessToken(page: Page): Promise<string> {
  const access = await page.evaluate(() => {
    const raw = localStorage.getItem('auth');
    return raw ? (JSON.parse(raw) as { access?: string }).access : undefined;
  });
  expect(access, 'an access token is stored under auth').toBeTruthy();
  return access as string;
}

/**
 * Calls the API from inside the page (so the simulated backend in its service worker answers) with the
 * stored bearer token. `path` is relative to /api/, exactly as spec §7 writes it.
 */
export async function callApi<T = unknown>(
  page: Page,
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH'; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const token = await storedAccessToken(page);
  return page.evaluate(
    async ({ url, method, body, token: bearer }) => {
      const response = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { url: `/api/${path.replace(/^\//, '')}`, method: init.method ?? 'GET', body: init.body, token },
  );
}

/** Tender 50 has a seeded conversation (src/mocks/seed); any other starts its chat empty. */
const SEEDED_CHAT_TENDER = 50;

/**
 * A tender of the logged-in subscriber's first feed page, as the API gives it, without the seeded
 * conversation (so its chat starts empty) and passing `accept`, if given.
 */
export async function tenderWithFreshChat<T extends { id: number }>(
  page: Page,
  accept: (tender: T) => boolean = () => true,
): Promise<T> {
  const { status, body } = await callApi<{ results: T[] }>(
    page,
    'matched-tenders/?language=NL&page=1&ordering=-overall_score',
  );
  expect(status).toBe(200);
  const tender = body.results.find((candidate) => candidate.id !== SEEDED_CHAT_TENDER && accept(candidate));
  expect(tender, 'a matching tender in the feed').toBeDefined();
  return tender as T;
}

/**
 * The simulated backend's latency in the browser tests: short and fixed, so the tests run at the app's speed
 * and concurrent calls answer in the order they were made. A test that must see a call in flight holds that
 * call (`page.route`) or asks for the dev server's latency with `test.use({ mockDelay: … })`. The offline tests
 * give it to the mock API server they start.
 */
export const TEST_MOCK_DELAY = { min: 20, max: 20 };

type Options = {
  /** The simulated backend's latency (ms) in this test's pages, from their first load on. */
  mockDelay: { min: number; max: number };
};

type Fixtures = {
  /** Logs in through the simulated backend (in the page's service worker) and stores the tokens. */
  loginAs: (email: string) => Promise<void>;
  /**
   * Starts the page logged in as a demo account without a round trip: mints the simulated backend's
   * tokens here (src/mocks/jwt.ts) and stores them before the app's first script on the next page load.
   * Only once per tab, so a logout followed by a reload stays logged out.
   */
  signInAs: (email: string) => Promise<void>;
  /**
   * Runs axe on the current page and fails on any violation, whatever its impact (issue #11). `state`
   * names what is open or who is logged in, for the message. With `soft`, the test goes on and reports
   * every failing page at the end (for tests that walk several routes or states).
   */
  expectNoA11yViolations: (options?: { soft?: boolean; state?: string }) => Promise<void>;
};

export const test = base.extend<Fixtures & Options>({
  mockDelay: [TEST_MOCK_DELAY, { option: true }],
  context: async ({ context, mockDelay }, use) => {
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: MOCK_DELAY_STORAGE_KEY,
      value: JSON.stringify(mockDelay),
    });
    await use(context);
  },
  loginAs: async ({ page }, use) => {
    await use(async (email) => {
      await page.goto('/');
      // Set by the app once the simulated backend answers (src/mocks/browser.ts).
      await page.waitForFunction(() => window.tenderwijzerMock !== undefined);
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
  signInAs: async ({ page }, use) => {
    await use(async (email) => {
      const account = demoAccounts.find((candidate) => candidate.email === email);
      if (!account) throw new Error(`${email} is not a demo account (src/mocks/demo-accounts.ts)`);
      const auth = { access: mintAccessToken(account), refresh: mintRefreshToken(account).token };
      await page.addInitScript((value) => {
        if (sessionStorage.getItem('e2e.signed-in')) return;
        sessionStorage.setItem('e2e.signed-in', 'true');
        localStorage.setItem('auth', value);
      }, JSON.stringify(auth));
    });
  },
  expectNoA11yViolations: async ({ page }, use) => {
    await use(async ({ soft = false, state } = {}) => {
      // Legacy mode runs axe in the page itself instead of gathering frame results in an extra blank
      // page (the app has no iframes), and only violations are collected in full: together about
      // three times faster, with the same violations found.
      const results = await new AxeBuilder({ page })
        .setLegacyMode(true)
        .options({ resultTypes: ['violations'] })
        .analyze();
      // Each entry names the rule and where it fails, so a report can point at the element to fix.
      const found = results.violations.map(
        (v) =>
          `${v.id} (${v.impact ?? 'unknown'}): ${v.help} (${v.nodes.length}) at ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
      const { pathname } = new URL(page.url());
      const message = `axe on ${pathname}${state ? ` (${state})` : ''}`;
      if (soft) expect.soft(found, message).toEqual([]);
      else expect(found, message).toEqual([]);
    });
  },
});

export { expect };
