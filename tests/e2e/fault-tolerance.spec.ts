import { expect, pageHeading, test } from './fixtures';

const DEMO = 'demo@tenderwijzer.be';
// The spec's notice; or, when the offline app's code came in as the connection went (src/app/offline-start/start-offline.ts
// fetches it then, a race without the app's worker in this build), the age of the data on screen (issue #26).
const OFFLINE =
  /^(Je bent offline\. We proberen opnieuw zodra de verbinding terug is\.|Offline — gegevens van vandaag \d\d:\d\d)$/;

test.describe('offline on the feed', () => {
  test.beforeEach(async ({ page, context, signInAs }) => {
    await signInAs(DEMO);
    await page.goto('/tenders');
    await expect(pageHeading(page, 'Feed')).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText(OFFLINE)).toBeVisible();
  });

  test('tells the user the browser is offline and clears the notice when it is back', async ({ page, context }) => {
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE)).toBeHidden();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('a page whose code could not be fetched offline loads once the connection is back, without an error page', async ({
    page,
    context,
  }) => {
    // The FAQ's code is not loaded yet: fetching it fails while offline.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Veelgestelde vragen' }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Loading...' })).toBeAttached();
    await context.setOffline(false);
    await expect(pageHeading(page, 'Veelgestelde vragen')).toBeVisible();
    await expect(page.getByText('Er ging iets mis')).toHaveCount(0);
  });
});

test('a session that cannot be refreshed goes to /login, remembering the page @any-size', async ({ page }) => {
  // Tokens the server no longer accepts: the 401 leads to one failed refresh.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e.expired')) return;
    sessionStorage.setItem('e2e.expired', 'true');
    localStorage.setItem('auth', JSON.stringify({ access: 'verlopen', refresh: 'ook-verlopen' }));
  });
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
  await expect(pageHeading(page, 'Inloggen')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});

test('a second tab follows a logout in the first: home, logged out @any-size', async ({ page, context, loginAs }) => {
  await loginAs(DEMO);
  const other = await context.newPage();
  await other.goto('/account');
  await expect(other.getByLabel('Voornaam')).toHaveValue('Lotte');

  // What the app's logout does in the first tab (useLogout); the second tab only sees the storage event.
  await page.evaluate(() => {
    localStorage.setItem('tw.auth-clear-reason', 'logout');
    localStorage.removeItem('auth');
  });
  await expect(other).toHaveURL(/\/$/);
  await expect(other.getByLabel('Voornaam')).toHaveCount(0);
});

test('a tab on /login follows a login in another tab @any-size', async ({ page, context, loginAs }) => {
  const other = await context.newPage();
  await other.goto('/login?redirectTo=%2Faccount');
  await expect(pageHeading(other, 'Inloggen')).toBeVisible();
  await loginAs(DEMO);
  await expect(other).toHaveURL(/\/account$/);
  await expect(page).toHaveURL(/\/$/);
});

test("when the app's code cannot be fetched, the page says so in Dutch and a reload brings the app @any-size", async ({
  page,
}) => {
  // The chunk with React and the app's frame, which the small entry fetches (main.ts).
  await page.route(/\/assets\/frame-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(pageHeading(page, 'Er ging iets mis')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Deze pagina kon niet geladen worden, misschien omdat er net een nieuwe versie van Tenderwijzer is. Laad de pagina opnieuw.',
  );

  await page.unroute(/\/assets\/frame-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Pagina herladen' }).click();
  await expect(pageHeading(page)).toHaveText('Vind de overheidsopdrachten die bij uw bedrijf passen');
});

test('lie-fi: a save that gets no answer while the browser says online waits, counted, and is stored once the network answers', async ({
  page,
  signInAs,
}) => {
  await signInAs(DEMO);
  await page.goto('/tenders');
  await expect(pageHeading(page, 'Feed')).toBeVisible();
  // A dead Wi-Fi or a captive portal: the browser is online, the calls get no answer.
  await page.evaluate(() =>
    window.tenderwijzerMock?.fail([{ method: 'post', path: 'tenders/:id/interact/', status: 'network' }]),
  );
  const save = page.getByRole('article').first().getByRole('button', { name: 'Bewaren' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();

  const waiting = page.getByRole('status').filter({ hasText: '1 wijziging wacht op verzending' });
  await expect(waiting).toBeVisible();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  // Floating above the bottom bar, on screen wherever the page is scrolled.
  await expect(page.getByText('1 wijziging wacht op verzending')).toBeInViewport();

  // The network answers again: the save is sent again (after its backoff), stored, and no longer counted.
  await page.evaluate(() => window.tenderwijzerMock?.fail([]));
  await expect(page.getByText('Aanbesteding succesvol opgeslagen!')).toBeVisible({ timeout: 20_000 });
  await expect(waiting).toHaveCount(0);
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^Kon niet interageren met aanbesteding/)).toHaveCount(0);
});
