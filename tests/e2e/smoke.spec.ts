import { callApi, expect, isMobileLayout, test, DEMO_PASSWORD } from './fixtures';

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

test('state changed through the API survives a reload of the simulated backend', async ({ page, loginAs }) => {
  type Feed = { count: number; results: { id: number; isSaved: boolean }[] };
  const savedFeed = 'tender-relations/saved_tenders/?language=NL&page=1&ordering=-overall_score';
  const savedIds = async () => {
    const { status, body } = await callApi<Feed>(page, savedFeed);
    expect(status).toBe(200);
    return body.results.map((tender) => tender.id);
  };

  await loginAs('demo@tenderwijzer.be');
  expect(await savedIds()).not.toContain(1);
  const saved = await callApi<{ action: string; isSaved: boolean }>(page, 'tenders/1/interact/', {
    method: 'POST',
    body: { action: 'save' },
  });
  expect(saved).toEqual({ status: 200, body: expect.objectContaining({ action: 'save', isSaved: true }) });

  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  expect(await savedIds()).toContain(1);

  // The app shows it too: tender 1 is on the saved feed.
  await page.goto('/tenders/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'Bewaarde Aanbestedingen' })).toBeVisible();
  await expect(page.locator('article').filter({ hasText: 'Raamovereenkomst voor 4 ombudsdiensten' })).toBeVisible();
});
