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

test('a wrong password shows the server message @any-size', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill('demo@tenderwijzer.be');
  await page.getByLabel('Wachtwoord').fill('verkeerd-wachtwoord');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Geen actief account gevonden');
});

test('an unknown route shows the Dutch 404 page with a link home @any-size', async ({ page }) => {
  await page.goto('/bestaat-niet');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('state changed through the API survives a reload of the simulated backend @any-size', async ({
  page,
  loginAs,
}) => {
  type Feed = { results: { id: number; isSaved: boolean }[] };
  const savedIds = async () => {
    const { status, body } = await callApi<Feed>(
      page,
      'tender-relations/saved_tenders/?language=NL&page=1&ordering=-overall_score',
    );
    expect(status).toBe(200);
    return body.results.map((tender) => tender.id);
  };

  await loginAs('demo@tenderwijzer.be');
  // The best match that is not saved yet (an open tender: a closed one would go to the past feed).
  const feed = await callApi<Feed>(page, 'matched-tenders/?language=NL&page=1&ordering=-overall_score');
  const tender = feed.body.results.find((candidate) => !candidate.isSaved);
  if (!tender) throw new Error('the first page of the feed has no unsaved tender');
  expect(await savedIds()).not.toContain(tender.id);

  const saved = await callApi(page, `tenders/${tender.id}/interact/`, { method: 'POST', body: { action: 'save' } });
  expect(saved).toEqual({ status: 200, body: expect.objectContaining({ action: 'save', isSaved: true }) });
  expect(await savedIds()).toContain(tender.id);

  await page.reload();
  // After a reload the service worker is in control at once, but answers only once the app has started it.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await savedIds()).toContain(tender.id);

  // The app's session survived too: the saved feed opens without a detour through /login.
  await page.goto('/tenders/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'Bewaarde Aanbestedingen' })).toBeVisible();
  await expect(page).toHaveURL(/\/tenders\/saved$/);
});
