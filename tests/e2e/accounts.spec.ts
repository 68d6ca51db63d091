import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, linkFromOutbox, logOut, pageHeading, runOutRedirect, test } from './fixtures';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/tenders$/);
}

test('a company registers, verifies its email, logs in, sets up 2FA, edits its profile and email, and logs out', async ({
  page,
}, testInfo) => {
  // The whole account life in one journey (about 25 s on a quiet machine): three times the default time.
  test.slow();
  await page.clock.install();
  const email = `nieuw-${testInfo.project.name}-${Date.now()}@bedrijf.be`;
  const password = 'Sterk-wachtwoord-2026';

  await page.goto('/register');
  await expect(pageHeading(page, 'Registreren')).toBeVisible();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByLabel('Bevestig wachtwoord').fill('iets-anders');
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByText('Wachtwoorden komen niet overeen')).toBeVisible();
  await page.getByLabel('Bevestig wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/subscription\/select-plan$/);

  // Not logged in yet: the verification page sends the user to /login after 3 s.
  await page.goto(await linkFromOutbox(page, email, 'verify'));
  await expect(page.getByText('E-mailadres geverifieerd.')).toBeVisible();
  await runOutRedirect(page, /\/login$/);

  await logIn(page, email, password);
  // Verified: no 'Verifieer je e-mailadres' dialog.
  await expect(pageHeading(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Verifieer je e-mailadres' })).toHaveCount(0);

  await page.goto('/register-2fa');
  await page.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click();
  await expect(page.getByRole('img', { name: /QR-code/ })).toBeVisible();
  await expect(page.getByText(/Scan deze QR-code/)).toBeVisible();

  await page.goto('/account');
  const profile = page.getByRole('form', { name: 'Profiel' });
  await expect(profile.getByLabel('E-mailadres')).toHaveValue(email);
  await profile.getByRole('button', { name: 'Opslaan' }).click();
  await expect(profile.getByText('Dit veld is verplicht')).toHaveCount(2);
  await profile.getByLabel('Voornaam').fill('An');
  await profile.getByLabel('Achternaam').fill('Peeters');
  await profile.getByLabel('Bedrijfsnaam').fill('Peeters Digitaal');
  await profile.getByLabel('Btw-nummer').fill('BE0123.456.789');
  await profile.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Profiel succesvol bijgewerkt')).toBeVisible();

  const newEmail = `gewijzigd-${testInfo.project.name}-${Date.now()}@bedrijf.be`;
  await profile.getByRole('button', { name: 'Wijzigen' }).click();
  await profile.getByLabel('Nieuw e-mailadres').fill(newEmail);
  await profile.getByRole('button', { name: 'Verzenden' }).click();
  await expect(page.getByText('Een bevestigingsmail is naar het nieuwe adres verzonden.')).toBeVisible();
  await page.goto(await linkFromOutbox(page, newEmail, 'email-change'));
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('form', { name: 'Profiel' }).getByLabel('E-mailadres')).toHaveValue(newEmail);
  await expect(page.getByRole('form', { name: 'Profiel' }).getByLabel('Voornaam')).toHaveValue('An');

  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
});

test('a logged-in user with an unverified email resends the mail, follows its link and goes to the feed verified @any-size', async ({
  page,
  loginAs,
}) => {
  const email = 'onbevestigd@tenderwijzer.be';
  await page.clock.install();
  await loginAs(email);
  await page.goto('/tenders');
  const dialog = page.getByRole('dialog', { name: 'Verifieer je e-mailadres' });
  // The dialog element itself has no box (its panel is fixed), so its button stands for it.
  const resend = dialog.getByRole('button', { name: 'Verificatie e-mail opnieuw verzenden' });
  await expect(resend).toBeVisible();
  await resend.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/nieuwe verificatie-e-mail verzonden/)).toBeVisible();

  // Logged in: the tokens are refreshed (now saying "verified") and the feed follows after 3 s.
  await page.goto(await linkFromOutbox(page, email, 'verify'));
  await expect(page.getByText('Je wordt over 3 seconden doorgestuurd naar je aanbestedingen.')).toBeVisible();
  await runOutRedirect(page, /\/tenders$/);
  await expect(pageHeading(page, 'Feed')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('a user resets a forgotten password and logs in with the new one @any-size', async ({ page }) => {
  const email = 'gratis@tenderwijzer.be';
  const newPassword = 'Nieuw-wachtwoord-2026';
  await page.clock.install();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(pageHeading(page, 'Wachtwoord vergeten')).toBeVisible();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Verstuur link' }).click();
  await expect(page.getByText(/Als er een account bestaat voor dit e-mailadres/)).toBeVisible();

  const link = await linkFromOutbox(page, email, 'reset');
  await page.goto(link);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
  await page.getByLabel('Bevestig nieuw wachtwoord').fill(newPassword);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('Je wachtwoord is opnieuw ingesteld.')).toBeVisible();
  await runOutRedirect(page, /\/login$/);

  // The old password no longer works, the new one does; the used link is no longer valid.
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Geen actief account gevonden');
  await logIn(page, email, newPassword);

  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('Link Ongeldig');
});

test('the Profiel menu logs out and returns home', async ({ page, signInAs }) => {
  await signInAs('demo@tenderwijzer.be');
  await page.goto('/account');
  await expect(page.getByRole('form', { name: 'Profiel' }).getByLabel('Voornaam')).toHaveValue('Lotte');
  await logOut(page);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});
