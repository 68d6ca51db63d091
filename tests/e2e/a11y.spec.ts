import type { Page } from '@playwright/test';
import {
  expect,
  isMobileLayout,
  linkFromOutbox,
  pageHeading,
  revealWithPausedClock,
  test,
  waitForPageReady,
} from './fixtures';

/**
 * axe on every route of spec §2, in each state that changes the page (logged out, demo, full access,
 * unverified, other access levels; open dialogs, menus and drawers), at both sizes: no violation of any
 * impact (fixtures.ts). Each test walks several routes in one page; the checks are soft, so one failing
 * route does not hide the next, and each message names the path and the state.
 */

// Toasts and dialogs fade in; without motion axe sees their final colours, not a frame of the fade.
test.use({ reducedMotion: 'reduce' });
// Each test walks many routes and states in one page (one sign-in, one warm cache): more than the
// default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

type Check = (state: string) => Promise<void>;
type Route = { path: string; heading?: string | RegExp };

/** Visits each route, waits until it has settled and runs axe on it. */
async function checkRoutes(page: Page, state: string, routes: Route[], check: Check) {
  for (const { path, heading } of routes) {
    await test.step(`${path} (${state})`, async () => {
      await page.goto(path);
      await waitForPageReady(page, heading);
      await check(state);
    });
  }
}

/** The header's menu: the 'Profiel' menu on a large screen, the drawer (with 'Matching profiel') on a phone. */
async function checkHeaderMenu(page: Page, state: string, check: Check) {
  await test.step(`header menu (${state})`, async () => {
    if (isMobileLayout(page)) {
      await page.getByRole('button', { name: /^(Matching profiel tonen|Menu openen)$/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer.getByRole('button', { name: 'Menu sluiten' })).toBeVisible();
      // The drawer's 'Matching profiel' panel loads after it opens.
      await expect(drawer.getByText('Loading...', { exact: true })).toHaveCount(0);
      await check(`${state}, drawer open`);
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
    } else if (state !== 'logged out') {
      await page.getByRole('button', { name: 'Profiel' }).click();
      await expect(page.getByRole('menuitem')).toHaveCount(3);
      await check(`${state}, profile menu open`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
    }
  });
}

test('logged out: the landing page, sign-in pages, their errors and the header menu', async ({
  page,
  expectNoA11yViolations,
}) => {
  const check: Check = (state) => expectNoA11yViolations({ soft: true, state });
  await test.step('/ (logged out)', async () => {
    await page.goto('/');
    await expect(pageHeading(page, 'Vind de overheidsopdrachten die bij uw bedrijf passen')).toBeVisible();
    // The carousels load in their own chunk as they come near the viewport: scroll down as a reader does.
    const placeholders = page.locator('.animate-pulse');
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollBy(0, 600));
          return placeholders.count();
        },
        { intervals: [50], timeout: 20_000 },
      )
      .toBe(0);
    await expect(page.locator('.slick-initialized')).toHaveCount(2);
    await waitForPageReady(page);
    await check('logged out');
  });
  await test.step('/ (yearly pricing, second feature open)', async () => {
    // The native radio is visually hidden inside its label: the label takes the click.
    await page.locator('label', { has: page.getByRole('radio', { name: /jaarlijks/i }) }).click();
    await page.locator('#hoofdfuncties').getByRole('button').nth(1).click();
    await check('yearly pricing, second feature open');
  });
  await checkHeaderMenu(page, 'logged out', check);

  await checkRoutes(page, 'logged out', [{ path: '/login', heading: 'Inloggen' }], check);
  await test.step('/login (errors)', async () => {
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Dit veld is verplicht').first()).toBeVisible();
    await check('field errors');
    await page.getByLabel('E-mailadres').fill('niemand@bedrijf.be');
    await page.getByLabel('Wachtwoord', { exact: true }).fill('verkeerd-wachtwoord');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await check('login refused');
  });
  await checkRoutes(page, 'logged out', [{ path: '/register', heading: 'Registreren' }], check);
  await test.step('/register (errors)', async () => {
    await page.getByLabel('Wachtwoord', { exact: true }).fill('kort');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page.getByText('Wachtwoord moet minstens 8 tekens lang zijn')).toBeVisible();
    await check('field errors');
  });
  await checkRoutes(
    page,
    'logged out',
    [
      { path: '/forgot-password', heading: 'Wachtwoord vergeten' },
      // A protected route sends a visitor to /login.
      { path: '/tenders', heading: 'Inloggen' },
      { path: '/preferences', heading: 'Voorkeuren' },
      { path: '/bestaat-niet', heading: 'Pagina niet gevonden' },
    ],
    check,
  );
  await test.step('/forgot-password (sent)', async () => {
    await page.goto('/forgot-password');
    await page.getByLabel('E-mailadres').fill('gratis@tenderwijzer.be');
    await page.getByRole('button', { name: 'Verstuur link' }).click();
    await expect(page.getByText(/Als er een account bestaat voor dit e-mailadres/)).toBeVisible();
    await check('link sent');
  });
  await test.step('/password-reset-confirm (valid link, errors)', async () => {
    await page.goto(new URL(await linkFromOutbox(page, 'gratis@tenderwijzer.be', 'reset'), page.url()).pathname);
    await waitForPageReady(page);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('kort');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByText('Wachtwoord moet minstens 8 tekens lang zijn')).toBeVisible();
    await check('valid link, field errors');
  });
  await test.step('/password-reset-confirm (invalid link)', async () => {
    await page.goto('/password-reset-confirm/eHl6/ongeldig-token/');
    await expect(page.getByRole('alert')).toContainText('Link Ongeldig');
    await check('invalid link');
  });
  await test.step('/verify-email (invalid link)', async () => {
    await page.goto('/verify-email/eHl6/ongeldig-token/');
    await waitForPageReady(page);
    await expect(page.getByRole('alert')).toBeVisible();
    await check('invalid link');
  });
  await test.step('/auth/email/change/confirm (invalid link: home with an error toast)', async () => {
    await page.goto('/auth/email/change/confirm/eHl6/ongeldig-token/');
    await expect(page).toHaveURL(/\/$/);
    // The toast closes itself after 5 s, which a loaded machine can spend on the landing page: the pointer
    // on it pauses it (as it would for a user) until the audit.
    const toast = page.getByRole('alert').filter({ hasText: /\S/ });
    await toast.hover();
    await waitForPageReady(page, 'Vind de overheidsopdrachten die bij uw bedrijf passen');
    await expect(toast).toBeVisible();
    await check('email change failed, toast');
  });
});

test('logged out: information, plan and payment result pages', async ({ page, expectNoA11yViolations }) => {
  const check: Check = (state) => expectNoA11yViolations({ soft: true, state });
  await checkRoutes(
    page,
    'logged out',
    [
      { path: '/faq', heading: 'Veelgestelde vragen' },
      { path: '/privacy', heading: 'Privacyverklaring' },
      { path: '/gebruiksvoorwaarden', heading: 'Gebruiksvoorwaarden' },
      { path: '/subscription/select-plan', heading: 'Kies je abonnement' },
      { path: '/success', heading: 'Verificatie mislukt' },
    ],
    check,
  );
  await test.step('/faq (searched, one answer open)', async () => {
    await page.goto('/faq');
    await waitForPageReady(page, 'Veelgestelde vragen');
    await page.getByRole('button').filter({ hasText: '?' }).first().click();
    await check('one answer open');
    await page.getByRole('searchbox').fill('zzzz-niets');
    await expect(page.getByRole('status').filter({ hasText: /\S/ }).first()).toBeVisible();
    await check('search without results');
  });
  await test.step('/cancel (logged out)', async () => {
    // /cancel leaves for the plans 3 s after it shows. The page's clock moves only when told, 1 ms at a
    // time while axe runs (axe needs timers itself): the 3 s outlast axe however slow the machine is.
    await revealWithPausedClock(page, '/cancel', 'Betaling geannuleerd');
    await waitForPageReady(page, 'Betaling geannuleerd');
    let checked = false;
    const checking = check('logged out').finally(() => (checked = true));
    while (!checked) await page.clock.runFor(1);
    await checking;
    await expect(page).toHaveURL(/\/cancel$/);
  });
});

test('demo user (no subscription): feeds, demo detail, billing choice, gates and menus', async ({
  page,
  signInAs,
  expectNoA11yViolations,
}) => {
  const check: Check = (state) => expectNoA11yViolations({ soft: true, state });
  await signInAs('gratis@tenderwijzer.be');
  await checkRoutes(
    page,
    'demo',
    [
      { path: '/tenders', heading: 'Feed' },
      { path: '/tenders/saved', heading: 'Bewaarde Aanbestedingen' },
      { path: '/tenders/rejected', heading: 'Verworpen Aanbestedingen' },
      { path: '/tenders/past', heading: 'Verleden Aanbestedingen' },
      { path: '/tenders/1/info' },
      { path: '/preferences', heading: 'Voorkeuren' },
      { path: '/faq', heading: 'Veelgestelde vragen' },
      { path: '/subscription/select-plan', heading: 'Kies je abonnement' },
      { path: '/account', heading: 'Account' },
    ],
    check,
  );
  await test.step('/account (period choice open)', async () => {
    const billing = page.getByRole('region', { name: 'Facturering' });
    await billing.getByRole('button', { name: 'Nieuw Abonnement Starten' }).click();
    await expect(billing.getByRole('button', { name: /^Maandelijks/ })).toBeVisible();
    await check('demo, period choice open');
  });
  await test.step('/tenders (demo, blocked save toast)', async () => {
    await page.goto('/tenders');
    await waitForPageReady(page, 'Feed');
    await page
      .getByRole('button', { name: /bewaren/i })
      .first()
      .click();
    await expect(page.getByText(/enkel beschikbaar met een volledig abonnement/)).toBeVisible();
    await check('demo, toast');
  });
  await checkHeaderMenu(page, 'demo', check);
});

test('full access: feeds, menus, preferences, account and its confirmation dialogs, 2FA', async ({
  page,
  signInAs,
  expectNoA11yViolations,
}) => {
  const check: Check = (state) => expectNoA11yViolations({ soft: true, state });
  await signInAs('demo@tenderwijzer.be');
  await checkRoutes(
    page,
    'full access',
    [
      { path: '/tenders/saved', heading: 'Bewaarde Aanbestedingen' },
      { path: '/tenders/rejected', heading: 'Verworpen Aanbestedingen' },
      { path: '/tenders/past', heading: 'Verleden Aanbestedingen' },
      { path: '/faq', heading: 'Veelgestelde vragen' },
      { path: '/subscription/select-plan', heading: 'Kies je abonnement' },
      { path: '/preferences', heading: 'Voorkeuren' },
      { path: '/tenders', heading: 'Feed' },
    ],
    check,
  );
  await test.step('/tenders (a tender saved and one rejected)', async () => {
    const save = page.getByRole('article').first().getByRole('button', { name: 'Bewaren' });
    const pressed = await save.getAttribute('aria-pressed');
    await save.click();
    await expect(save).not.toHaveAttribute('aria-pressed', pressed ?? '');
    await expect(page.getByText(/^Aanbesteding (succesvol|niet langer) opgeslagen/)).toBeVisible();
    await check('full access, after saving, toast');
  });
  await checkHeaderMenu(page, 'full access', check);
  await test.step("/tenders (the 'Offerte Opmaken' tooltip)", async () => {
    // On a phone it is under the bottom bar's 'Meer' (the mock has the Bids extension).
    if (isMobileLayout(page)) await page.getByRole('button', { name: 'Meer', exact: true }).click();
    await page.getByRole('button', { name: 'Offerte Opmaken', exact: true }).hover();
    await expect(page.getByRole('tooltip').filter({ hasText: 'AI-offertes opmaken' })).toBeVisible();
    await check('full access, tooltip shown');
  });

  await checkRoutes(page, 'full access', [{ path: '/account', heading: 'Account' }], check);
  await test.step('/account (email change open, cancel confirmation open)', async () => {
    const profile = page.getByRole('form', { name: 'Profiel' });
    await profile.getByRole('button', { name: 'Wijzigen' }).click();
    await expect(profile.getByLabel('Nieuw e-mailadres')).toBeVisible();
    await check('email change open');
    await page
      .getByRole('region', { name: 'Facturering' })
      .getByRole('button', { name: 'Abonnement Opzeggen' })
      .click();
    await expect(
      page.getByRole('dialog', { name: 'Abonnement opzeggen?' }).getByRole('button', { name: 'Terug' }),
    ).toBeVisible();
    await check('cancel confirmation open');
  });
  await checkRoutes(page, 'full access', [{ path: '/register-2fa', heading: 'Tweestapsverificatie' }], check);
  await test.step('/register-2fa (QR code shown)', async () => {
    await page.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click();
    await expect(page.getByRole('img', { name: /QR-code/ })).toBeVisible();
    await check('QR code shown');
  });
});

test('full access: the tender detail, its tabs, FAQ modes and the chat', async ({
  page,
  signInAs,
  expectNoA11yViolations,
}) => {
  const check: Check = (state) => expectNoA11yViolations({ soft: true, state });
  await signInAs('demo@tenderwijzer.be');
  // Tender 50 has a seeded conversation: the chat shows messages of both senders.
  await checkRoutes(page, 'full access', [{ path: '/tenders/50/info' }, { path: '/tenders/50' }], check);

  await test.step('/tenders/50 (another tab, FAQ answer open, list and card modes)', async () => {
    await page.getByRole('tab').nth(1).click();
    const faq = page.getByRole('region', { name: 'Veelgestelde Vragen' });
    // Its questions load as the section nears the viewport.
    await faq.scrollIntoViewIfNeeded();
    await faq.getByRole('button', { expanded: false }).first().click();
    await check('second tab, FAQ answer open');
    await faq.getByRole('radio', { name: 'Lijst' }).click();
    await check('FAQ as a list');
    await faq.getByRole('radio', { name: 'Kaarten' }).click();
    await check('FAQ as cards');
  });

  await test.step('/tenders/50 (chat after sending)', async () => {
    let chat;
    if (isMobileLayout(page)) {
      await page.getByRole('button', { name: 'Vragen?' }).click();
      chat = page.getByRole('dialog', { name: 'Vragen?' });
    } else {
      chat = page.getByRole('complementary', { name: 'Vragen?' });
    }
    const input = chat.getByRole('textbox', { name: 'Je vraag' });
    await input.fill('Wat is de deadline?');
    await input.press('Enter');
    await expect(chat.getByRole('log').getByText('Wat is de deadline?').last()).toBeVisible();
    await expect(chat.getByText('Uit het tabblad').last()).toBeVisible();
    await check(isMobileLayout(page) ? 'chat dialog open' : 'chat sidebar');
  });
});

test('unverified email: the verification dialog and the gate of /preferences', async ({
  page,
  signInAs,
  expectNoA11yViolations,
}) => {
  const check: Check = (state) => expectNoA11yViolations({ soft: true, state });
  await signInAs('onbevestigd@tenderwijzer.be');
  await page.goto('/tenders');
  const dialog = page.getByRole('dialog', { name: 'Verifieer je e-mailadres' });
  const close = dialog.getByRole('button', { name: 'Sluiten', exact: true });
  await expect(close).toBeVisible();
  // The modal dialog hides the feed from the accessibility tree, its heading too: it may open before the feed shows.
  await expect(page.getByRole('heading', { level: 1, name: 'Feed', includeHidden: true })).toBeAttached();
  await check('unverified, dialog open');
  await close.click();
  await expect(dialog).toHaveCount(0);
  await checkRoutes(page, 'unverified', [{ path: '/preferences', heading: 'Voorkeuren' }], check);
});

test('other access levels: each payment banner, the reactivate confirmation, an empty profile', async ({
  page,
  loginAs,
  expectNoA11yViolations,
}) => {
  const check: Check = (state) => expectNoA11yViolations({ soft: true, state });
  // loginAs replaces the stored tokens, so one page walks every account.
  const banners = [
    { email: 'betaling@tenderwijzer.be', title: 'Betaling Vereist' },
    { email: 'onvolledig@tenderwijzer.be', title: 'Abonnement Onvolledig' },
    { email: 'gepauzeerd@tenderwijzer.be', title: 'Abonnement Gepauzeerd' },
    { email: 'opzegging@tenderwijzer.be', title: 'Abonnement Eindigt Binnenkort' },
  ];
  for (const { email, title } of banners) {
    await test.step(`/tenders (${title})`, async () => {
      await loginAs(email);
      await page.goto('/tenders');
      await waitForPageReady(page, 'Feed');
      await expect(page.getByText(title, { exact: true })).toBeVisible();
      await check(`banner ${title}`);
    });
  }
  await test.step('/account (reactivate confirmation open)', async () => {
    await page.goto('/account');
    await waitForPageReady(page, 'Account');
    await page
      .getByRole('region', { name: 'Facturering' })
      .getByRole('button', { name: 'Abonnement Heractiveren' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Abonnement heractiveren?' });
    await expect(dialog.getByRole('button', { name: 'Ja, heractiveren' })).toBeVisible();
    await check('reactivate confirmation open');
  });
  await test.step('/tenders and /preferences (empty profile)', async () => {
    await loginAs('leeg@tenderwijzer.be');
    await page.goto('/tenders');
    await waitForPageReady(page, 'Feed');
    await expect(page.getByText('Profiel Incompleet', { exact: true })).toBeVisible();
    await check('empty profile');
    await page.goto('/preferences');
    await waitForPageReady(page, 'Voorkeuren');
    await check('empty profile');
  });
  await test.step('/preferences (submitted: processing banner, locked form, persistent toast)', async () => {
    await page.getByRole('textbox', { name: 'Budget' }).fill('Tussen 50.000 en 250.000 euro');
    await page.getByRole('button', { name: 'Profiel opslaan en verwerken' }).click();
    // The simulated backend works 5 s and the app polls every 10 s: the state lasts long enough for axe.
    await expect(page.getByRole('status').filter({ hasText: 'Je profiel wordt verwerkt' })).toBeVisible();
    await expect(page.getByText('Voorkeuren worden verwerkt... Dit kan enkele minuten duren.')).toBeVisible();
    await check('processing');
  });
});

test('the go/no-go sheet: open, and its veto and save states', async ({ page, signInAs, expectNoA11yViolations }) => {
  const check: Check = (state) => expectNoA11yViolations({ soft: true, state });
  await signInAs('demo@tenderwijzer.be');
  // Tender 48 is seeded as a No-go on a knock-out; tender 11 has no sheet yet.
  for (const id of [48, 11]) {
    await test.step(`/tenders/${id} (sheet open)`, async () => {
      await page.goto(`/tenders/${id}/info`);
      // A detail and its sheet on a machine shared with other builds: more than the 5 s of an assertion.
      await expect(pageHeading(page)).toBeVisible({ timeout: 20_000 });
      await waitForPageReady(page);
      const sheet = page.getByRole('region', { name: 'Go/no-go' });
      await sheet.getByRole('button', { name: 'Go/no-go-blad openen' }).click();
      await expect(sheet.getByRole('heading', { name: 'Knock-outvragen' })).toBeVisible();
      await check(`sheet of tender ${id}`);
    });
  }
  await test.step('/tenders/11 (No-go without a reason, saved)', async () => {
    const sheet = page.getByRole('region', { name: 'Go/no-go' });
    await sheet.getByRole('group', { name: 'Jullie beslissing' }).getByText('No-go', { exact: true }).click();
    await expect(sheet.getByText('Voer een reden in: zonder reden wordt de No-go niet opgeslagen.')).toBeVisible();
    await expect(sheet.getByRole('status').filter({ hasText: /^Opgeslagen$/ })).toBeVisible();
    await check('No-go without reason, saved');
  });
});

test('the go/no-go demo for users without full access', async ({ page, signInAs, expectNoA11yViolations }) => {
  await signInAs('gratis@tenderwijzer.be');
  await page.goto('/tenders/1/info');
  await expect(pageHeading(page)).toBeVisible({ timeout: 20_000 });
  await waitForPageReady(page);
  const demo = page.getByRole('region', { name: 'Go/no-go' });
  await demo.getByRole('button', { name: 'Bekijk een voorbeeld' }).click();
  await expect(demo.getByRole('heading', { name: 'Knock-outvragen' })).toBeVisible();
  await expectNoA11yViolations({ state: 'demo, go/no-go demo open' });
});

test('the bid pipeline: the board or the list, a card menu open, empty, and without full access', async ({
  page,
  loginAs,
  expectNoA11yViolations,
}) => {
  const check: Check = (state) => expectNoA11yViolations({ soft: true, state });
  await loginAs('demo@tenderwijzer.be');
  await checkRoutes(page, 'full access', [{ path: '/bids', heading: 'Mijn biedingen' }], check);
  await test.step("/bids (a card's 'Verplaats naar…' open)", async () => {
    await page.getByRole('article').first().getByRole('button', { name: 'Verplaats naar…' }).click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await check('full access, move menu open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
  await loginAs('leeg@tenderwijzer.be');
  await checkRoutes(page, 'no Bids yet', [{ path: '/bids', heading: 'Mijn biedingen' }], check);
  await expect(page.getByRole('heading', { name: 'Nog geen aanbestedingen in je biedingen' })).toBeVisible();
  await loginAs('gratis@tenderwijzer.be');
  await checkRoutes(page, 'demo', [{ path: '/bids', heading: 'Mijn biedingen' }], check);
  await expect(page.getByRole('heading', { name: 'Enkel met een volledig abonnement' })).toBeVisible();
});
