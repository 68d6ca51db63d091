import type { Page } from '@playwright/test';
import { callApi, expect, isMobileLayout, test, waitForPageReady } from './fixtures';

/**
 * A new subscriber (leeg@, empty profile) writes the matching profile on /preferences: completeness grows
 * with every autosave to 100 %, the manual submit shows the processing toast and banner and locks the
 * form, and once processing ends the scored feed puts the tenders that fit what was written first.
 */

const PROFILE: Record<string, string> = {
  'Professionele achtergrond': 'IT-bureau uit Gent: websites, webapplicaties en software voor lokale besturen.',
  'Eerdere projecten': 'Website en digitale dienstverlening voor een Oost-Vlaamse gemeente; hosting van applicaties.',
  Sectorervaring: 'IT-diensten en software voor overheden.',
  'Geografische voorkeuren': 'Oost-Vlaanderen, Gent en omgeving.',
  'Soorten projecten': 'Webontwikkeling, software-ontwikkeling, hosting en onderhoud.',
  Budget: 'Tussen € 20.000 en € 200.000.',
  Looptijd: '6 maanden tot 4 jaar.',
  'Specifieke vereisten': 'Opdrachten in het Nederlands.',
};

type Feed = { results: { id: number; displayName: string; overallScore?: number }[] };

/** The 'Profiel Compleetheid' ring the user sees: the right panel on desktop, the page's own on a phone. */
function completenessRing(page: Page) {
  const scope = isMobileLayout(page) ? page.getByRole('main') : page.getByRole('complementary');
  return scope.getByRole('progressbar', { name: 'Profiel Compleetheid' });
}

test('a new subscriber writes the matching profile, submits it and gets a scored feed', async ({
  page,
  signInAs,
  expectNoA11yViolations,
}) => {
  test.slow();
  await signInAs('leeg@tenderwijzer.be');
  await page.goto('/preferences');
  await waitForPageReady(page, 'Voorkeuren');
  const ring = completenessRing(page);
  await expect(ring).toBeVisible();
  await expect(ring).toHaveAttribute('aria-valuenow', '0');

  // An empty profile has no scored feed yet.
  expect((await callApi(page, 'matched-tenders/?language=NL&page=1&ordering=-overall_score')).status).toBe(400);

  await test.step('completeness grows with every autosave', async () => {
    const labels = Object.keys(PROFILE);
    const [first, ...rest] = labels;
    await page.getByRole('textbox', { name: first }).fill(PROFILE[first!]!);
    await expect(ring).toHaveAttribute('aria-valuenow', '13');
    await expect(page.getByText('Voorkeuren bijgewerkt')).toBeVisible();
    for (const label of rest) await page.getByRole('textbox', { name: label }).fill(PROFILE[label]!);
    await expect(ring).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('status').filter({ hasText: 'Alle wijzigingen zijn bewaard.' })).toBeVisible();
  });

  await expectNoA11yViolations({ soft: true });

  await test.step('submit: the processing toast and banner, the form locked until processing ends', async () => {
    await page.getByRole('button', { name: 'Profiel opslaan en verwerken' }).click();
    await expect(page.getByText('Voorkeuren worden verwerkt... Dit kan enkele minuten duren.')).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: 'Je profiel wordt verwerkt' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Naar aanbestedingen' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Budget' })).toBeDisabled();

    // The simulated backend works a few seconds; the app sees the end at its next 10 s poll.
    await expect(banner).toBeHidden({ timeout: 20_000 });
    await expect(page.getByRole('textbox', { name: 'Budget' })).toBeEnabled();
    await expect(page.getByText('Voorkeuren worden verwerkt... Dit kan enkele minuten duren.')).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Sectorervaring' })).toHaveValue(PROFILE.Sectorervaring!);
  });

  await test.step('the feed follows the profile: scored order, best matches first', async () => {
    const scored = await callApi<Feed>(page, 'matched-tenders/?language=NL&page=1&ordering=-overall_score');
    expect(scored.status).toBe(200);
    const scores = scored.body.results.map((tender) => tender.overallScore ?? 0);
    expect(scores[0]).toBeGreaterThanOrEqual(50);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const byDate = await callApi<Feed>(page, 'tenders/unsorted/?language=NL&page=1&ordering=-publication_date');
    expect(scored.body.results.map((tender) => tender.id)).not.toEqual(byDate.body.results.map((tender) => tender.id));

    await page.goto('/tenders');
    await waitForPageReady(page, 'Feed');
    // The page shows the scored order, not the date order it showed while the profile was incomplete.
    const titles = page.getByRole('feed').getByRole('article').getByRole('heading', { level: 2 });
    await expect(titles.first()).toHaveAttribute('title', scored.body.results[0]!.displayName);
    await expect(titles.nth(1)).toHaveAttribute('title', scored.body.results[1]!.displayName);
  });
});
