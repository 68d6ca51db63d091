import type { Page } from '@playwright/test';
import { expect, isMobileLayout, test, waitForPageReady } from './fixtures';

/**
 * axe on every route a visitor can reach and on the main routes behind login, at both sizes.
 * Serious and critical violations fail (fixtures.ts). A test walks a few routes in one page to stay
 * fast; the check is soft, so one failing route does not hide the next, and the message names the path.
 */

type Route = { path: string; heading?: string | RegExp };

async function checkRoutes(
  page: Page,
  routes: Route[],
  expectNoSeriousA11yViolations: (options?: { soft?: boolean }) => Promise<void>,
) {
  for (const { path, heading } of routes) {
    await test.step(path, async () => {
      await page.goto(path);
      await waitForPageReady(page, heading);
      await expectNoSeriousA11yViolations({ soft: true });
    });
  }
}

test("a visitor's landing page, sign-in pages and 404 page", async ({ page, expectNoSeriousA11yViolations }) => {
  await test.step('/', async () => {
    await page.goto('/');
    await waitForPageReady(page, 'Vind de overheidsopdrachten die bij uw bedrijf passen');
    // The carousels load in their own chunk, below the fold.
    await expect(page.locator('.slick-initialized')).toHaveCount(2);
    await expectNoSeriousA11yViolations({ soft: true });
  });
  await checkRoutes(
    page,
    [
      { path: '/login', heading: 'Inloggen' },
      { path: '/register', heading: 'Registreren' },
      { path: '/forgot-password', heading: 'Wachtwoord vergeten' },
      { path: '/bestaat-niet', heading: 'Pagina niet gevonden' },
    ],
    expectNoSeriousA11yViolations,
  );
});

test("a visitor's information pages", async ({ page, expectNoSeriousA11yViolations }) => {
  await checkRoutes(
    page,
    [
      { path: '/faq', heading: 'Veelgestelde vragen' },
      { path: '/privacy', heading: 'Privacyverklaring' },
      { path: '/gebruiksvoorwaarden', heading: 'Gebruiksvoorwaarden' },
    ],
    expectNoSeriousA11yViolations,
  );
});

test("a visitor's subscription and payment result pages", async ({ page, expectNoSeriousA11yViolations }) => {
  await checkRoutes(
    page,
    [
      { path: '/subscription/select-plan', heading: 'Kies je abonnement' },
      { path: '/success', heading: 'Verificatie mislukt' },
    ],
    expectNoSeriousA11yViolations,
  );

  await test.step('/cancel', async () => {
    // /cancel leaves for the plans 3 s after it shows. The page's clock stands still while it loads,
    // so axe gets the full 3 s once it runs (axe needs running timers itself).
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto('/cancel');
    await waitForPageReady(page, 'Betaling geannuleerd');
    await page.clock.resume();
    await expectNoSeriousA11yViolations({ soft: true });
    await expect(page).toHaveURL(/\/cancel$/);
  });
});

test('the logged-in account, preferences and tender detail', async ({
  page,
  signInAs,
  expectNoSeriousA11yViolations,
}) => {
  await signInAs('demo@tenderwijzer.be');
  await checkRoutes(
    page,
    [
      { path: '/account', heading: 'Account' },
      { path: '/preferences', heading: 'Voorkeuren' },
      // The detail page's heading is the tender's own: any h1 will do.
      { path: '/tenders/1' },
    ],
    expectNoSeriousA11yViolations,
  );
});

test('the logged-in feeds, and the open header menu: the profile menu on desktop, the drawer on a phone', async ({
  page,
  signInAs,
  expectNoSeriousA11yViolations,
}) => {
  await signInAs('demo@tenderwijzer.be');
  await checkRoutes(
    page,
    [
      { path: '/tenders/saved', heading: 'Bewaarde Aanbestedingen' },
      { path: '/tenders', heading: 'Feed' },
    ],
    expectNoSeriousA11yViolations,
  );

  await test.step('open header menu', async () => {
    if (isMobileLayout(page)) {
      await page.getByRole('button', { name: 'Matching profiel tonen' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer.getByRole('heading', { name: 'Matching profiel' })).toBeVisible();
      await expect(drawer.getByText('Loading...', { exact: true })).toHaveCount(0);
    } else {
      await page.getByRole('button', { name: 'Profiel' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expect(page.getByRole('menuitem')).toHaveCount(3);
    }
    await expectNoSeriousA11yViolations({ soft: true });
  });
});
