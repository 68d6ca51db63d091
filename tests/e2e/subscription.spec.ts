import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, isMobileLayout, runOutRedirect, test } from './fixtures';

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/tenders$/);
}

function billing(page: Page) {
  return page.getByRole('region', { name: 'Facturering' });
}

/** The value under a term of the billing details (Huidig plan, Status, Vervaldatum). */
function detail(page: Page, term: string) {
  return billing(page)
    .locator('dl > div')
    .filter({ has: page.getByText(term, { exact: true }) });
}

/** Follows the payment banner's button to the billing section of /account. */
async function openBillingFromBanner(page: Page, bannerTitle: string) {
  const banner = page.getByText(bannerTitle, { exact: true });
  await expect(banner).toBeVisible();
  await page.getByRole('button', { name: 'Naar facturering' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(billing(page)).toBeFocused();
  await expect(billing(page)).toBeInViewport();
}

test('a demo account subscribes monthly through the payment page, gets full access, cancels and reactivates', async ({
  page,
}) => {
  // The whole loop across four pages: more than the default 30 s on a busy machine.
  test.slow();
  await page.clock.install();
  await logIn(page, 'gratis@tenderwijzer.be');
  await openBillingFromBanner(page, 'Abonnement Vereist');
  await expect(detail(page, 'Huidig plan')).toContainText('Demo');
  await expect(detail(page, 'Status')).toContainText('Opgezegd');

  const start = billing(page).getByRole('button', { name: 'Nieuw Abonnement Starten' });
  await start.click();
  await expect(start).toHaveAttribute('aria-expanded', 'true');
  const monthly = billing(page).getByRole('button', { name: 'Maandelijks: € 99 per maand' });
  await expect(billing(page).getByRole('button', { name: /^Jaarlijks: € 999 per jaar/ })).toBeVisible();
  // Touch targets of at least 44 px on the phone (design).
  if (isMobileLayout(page)) expect((await monthly.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await monthly.click();

  await expect(page).toHaveURL(/\/mock-checkout\?session_id=cs_test_/);
  await expect(page.getByText('Premium – maandelijks')).toBeVisible();
  await page.getByRole('button', { name: 'Betalen' }).click();

  await expect(page).toHaveURL(/\/success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { level: 1, name: 'Betaling geslaagd' })).toBeVisible();
  await runOutRedirect(page, /\/tenders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Naar facturering' })).toHaveCount(0);

  await page.goto('/account');
  await expect(detail(page, 'Huidig plan')).toContainText('Premium');
  await expect(detail(page, 'Status')).toContainText('Actief');
  await expect(detail(page, 'Vervaldatum')).toContainText(/^Vervaldatum\d{2}\/\d{2}\/\d{4}$/);

  // The new subscription can be cancelled at period end and reactivated again.
  await billing(page).getByRole('button', { name: 'Abonnement Opzeggen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ja, opzeggen' }).click();
  await expect(page.getByText('Abonnement Eindigt Binnenkort', { exact: true })).toBeVisible();
  await billing(page).getByRole('button', { name: 'Abonnement Heractiveren' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ja, heractiveren' }).click();
  await expect(page.getByText('Abonnement Eindigt Binnenkort', { exact: true })).toHaveCount(0);
  await expect(detail(page, 'Status')).toHaveText(/^StatusActief$/);
});

test('checkout from the plan page: yearly, paid on the payment page, back with full access @any-size', async ({
  page,
}) => {
  await page.clock.install();
  await logIn(page, 'gratis@tenderwijzer.be');
  await page.goto('/subscription/select-plan');
  await page.getByRole('button', { name: 'Kies jaarlijks' }).click();
  await expect(page).toHaveURL(/\/mock-checkout\?session_id=cs_test_/);
  await expect(page.getByText('Premium – jaarlijks')).toBeVisible();
  await page.getByRole('button', { name: 'Betalen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Betaling geslaagd' })).toBeVisible();
  await runOutRedirect(page, /\/tenders$/);
  await expect(page.getByText('Abonnement Vereist', { exact: true })).toHaveCount(0);
});

test('leaving the payment page with "Annuleren" goes to /cancel and back to the plans @any-size', async ({ page }) => {
  await page.clock.install();
  await logIn(page, 'gratis@tenderwijzer.be');
  await page.goto('/account');
  await billing(page).getByRole('button', { name: 'Nieuw Abonnement Starten' }).click();
  await billing(page)
    .getByRole('button', { name: /^Jaarlijks/ })
    .click();
  await expect(page.getByText('Premium – jaarlijks')).toBeVisible();
  await page.getByRole('button', { name: 'Annuleren' }).click();

  await expect(page).toHaveURL(/\/cancel$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Betaling geannuleerd' })).toBeVisible();
  await runOutRedirect(page, /\/subscription\/select-plan$/);
  await page.goto('/account');
  await expect(detail(page, 'Huidig plan')).toContainText('Demo');
});

test('a subscriber cancels at period end after confirming', async ({ page }) => {
  await logIn(page, 'demo@tenderwijzer.be');
  await page.goto('/account');
  await expect(detail(page, 'Status')).toContainText('Actief');
  const end = (await detail(page, 'Vervaldatum').locator('dd').textContent()) ?? '';
  expect(end).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

  await billing(page).getByRole('button', { name: 'Abonnement Opzeggen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Abonnement opzeggen?' });
  await expect(dialog).toContainText(`Tot ${end} behoud je volledige toegang.`);
  // Headless UI moves focus into a dialog only without touch (no virtual keyboard popping up on phones).
  if (!isMobileLayout(page)) await expect(dialog.getByRole('button', { name: 'Terug' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Ja, opzeggen' })).toBeInViewport({ ratio: 1 });
  await dialog.getByRole('button', { name: 'Ja, opzeggen' }).click();

  await expect(page.getByText('Je abonnement wordt opgezegd aan het einde van de factureringsperiode')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(detail(page, 'Status')).toContainText(`Actief (Wordt opgezegd)Eindigt op ${end}`);
  await expect(page.getByText('Abonnement Eindigt Binnenkort', { exact: true })).toBeVisible();
  await expect(billing(page).getByRole('button', { name: 'Abonnement Heractiveren' })).toBeVisible();
});

test('a cancelled subscriber reactivates from the banner after confirming', async ({ page }) => {
  await logIn(page, 'opzegging@tenderwijzer.be');
  await openBillingFromBanner(page, 'Abonnement Eindigt Binnenkort');
  await expect(detail(page, 'Status')).toContainText('Actief (Wordt opgezegd)');

  await billing(page).getByRole('button', { name: 'Abonnement Heractiveren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Abonnement heractiveren?' });
  await expect(dialog.getByRole('button', { name: 'Ja, heractiveren' })).toBeInViewport({ ratio: 1 });
  await dialog.getByRole('button', { name: 'Ja, heractiveren' }).click();

  await expect(page.getByText('Je abonnement is opnieuw geactiveerd.')).toBeVisible();
  await expect(detail(page, 'Status')).toHaveText(/^StatusActief$/);
  await expect(page.getByRole('button', { name: 'Naar facturering' })).toHaveCount(0);
  await expect(billing(page).getByRole('button', { name: 'Abonnement Opzeggen' })).toBeVisible();
});
