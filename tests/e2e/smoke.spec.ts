import { expect, isMobileLayout, test, DEMO_PASSWORD } from './fixtures';

test('a visitor logs in with the demo account and reaches the feed', async ({ page }) => {
  await page.goto('/tenders');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Ftenders$/);

  await page.getByLabel('E-mailadres').fill('demo@tenderwijzer.be');
  await page.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/tenders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
  if (isMobileLayout(page)) {
    await expect(page.getByRole('navigation', { name: 'Snelmenu' })).toBeVisible();
  } else {
    await expect(page.getByRole('navigation', { name: 'Navigatie tenders' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Matching profiel' })).toBeVisible();
  }
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill('demo@tenderwijzer.be');
  await page.getByLabel('Wachtwoord').fill('verkeerd-wachtwoord');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Geen actief account gevonden');
});

test('an unknown route shows the Dutch 404 page with a link home', async ({ page }) => {
  await page.goto('/bestaat-niet');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the app survives a reload with the simulated backend state', async ({ page, loginAs }) => {
  await loginAs('demo@tenderwijzer.be');
  await page.goto('/tenders');
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
});
