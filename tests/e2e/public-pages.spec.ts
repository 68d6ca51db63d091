import { expect, pageHeading, revealWithPausedClock, runOutRedirect, test } from './fixtures';

/** The public pages besides the landing page: FAQ, legal texts, plan choice and the payment results. */

const VISIBLE_FAQ_QUESTIONS = [
  'Wat is tender matching?',
  'Hoe werkt de matching?',
  'Waarom moet ik een vragenlijst invullen?',
  'Wat betekent het matchingpercentage?',
  'Hoe kan ik mijn matchingprofiel verbeteren?',
  'Zijn mijn bedrijfsgegevens vertrouwelijk?',
];

/** A heading or link text of a legal page: its number, then the title. */
function numbered(title: string): RegExp {
  return new RegExp(`^\\d+\\. ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

test('the information pages: /faq filters as one types; in /privacy and /gebruiksvoorwaarden the contents link to their sections', async ({
  page,
}) => {
  await test.step('/faq', async () => {
    await page.goto('/faq');
    await expect(pageHeading(page, 'Veelgestelde vragen')).toBeVisible();
    const questions = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button');
    await expect(questions).toHaveText(VISIBLE_FAQ_QUESTIONS);
    // The seventh FAQ is hidden by the editors.
    await expect(page.getByText('Kan ik offertes laten opmaken door de AI?')).toHaveCount(0);

    const search = page.getByRole('searchbox', { name: 'Zoek in veelgestelde vragen' });
    await expect(search).toHaveAttribute('placeholder', 'Zoek in veelgestelde vragen...');
    // The result count is announced in a live region next to the search box.
    const status = page.getByRole('main').getByRole('status');

    // Key by key: the list narrows with each letter (questions and answers are searched).
    await search.pressSequentially('matching');
    await expect(questions).toHaveText(VISIBLE_FAQ_QUESTIONS.slice(0, 5));
    await expect(status).toHaveText('5 vragen gevonden');
    await search.pressSequentially('percentage');
    await expect(questions).toHaveText(['Wat betekent het matchingpercentage?']);
    await expect(status).toHaveText('1 vraag gevonden');

    // An answer-only match: 'verkopen' appears in the answer of the confidentiality question.
    await search.fill('');
    await expect(questions).toHaveCount(6);
    await search.pressSequentially('VERKOPEN');
    await expect(questions).toHaveText(['Zijn mijn bedrijfsgegevens vertrouwelijk?']);

    await search.pressSequentially('xyz');
    await expect(questions).toHaveCount(0);
    await expect(status).toHaveText('Geen vragen gevonden voor "VERKOPENxyz".');

    await search.clear();
    await expect(questions).toHaveText(VISIBLE_FAQ_QUESTIONS);
  });

  const documents = [
    {
      path: '/privacy',
      title: 'Privacyverklaring',
      id: 'bewaartermijnen',
      section: 'Hoe lang bewaren we je gegevens?',
    },
    {
      path: '/gebruiksvoorwaarden',
      title: 'Gebruiksvoorwaarden',
      id: 'aansprakelijkheid',
      section: 'Aansprakelijkheid',
    },
  ];
  for (const { path, title, id, section } of documents) {
    await test.step(`${path}: a link in the table of contents jumps to its section`, async () => {
      await page.goto(path);
      await expect(pageHeading(page, title)).toBeVisible();
      const toc = page.getByRole('navigation', { name: 'Inhoudstafel' });
      const heading = page.getByRole('heading', { level: 2, name: numbered(section) });
      await expect(heading).not.toBeInViewport();

      const link = toc.getByRole('link', { name: numbered(section) });
      await expect(link).toHaveAttribute('href', `#${id}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}#${id}$`));
      await expect(heading).toBeInViewport();
      await expect(heading).toHaveAttribute('id', id);
    });
  }
});

test('a user without a subscription chooses a plan, pays on the simulated checkout and gets full access @any-size', async ({
  page,
  signInAs,
}) => {
  await page.clock.install();
  await signInAs('gratis@tenderwijzer.be');
  await page.goto('/subscription/select-plan');
  await expect(pageHeading(page, 'Kies je abonnement')).toBeVisible();
  const banner = page.getByText('Abonnement Vereist', { exact: true });
  await expect(banner).toBeVisible();
  const plans = page.getByRole('list', { name: 'Abonnementen' });
  await expect(plans.getByText('€ 99', { exact: true })).toBeVisible();
  await expect(plans.getByText('€ 999', { exact: true })).toBeVisible();

  await plans.getByRole('button', { name: 'Kies maandelijks' }).click();
  await expect(page).toHaveURL(/\/mock-checkout\?session_id=cs_test_\w+$/);
  await expect(pageHeading(page, 'Testbetaling (gesimuleerd)')).toBeVisible();
  await expect(page.getByText('Premium – maandelijks')).toBeVisible();
  await expect(page.getByText('gratis@tenderwijzer.be')).toBeVisible();
  const sessionId = new URL(page.url()).searchParams.get('session_id');
  expect(sessionId).toBeTruthy();

  await page.getByRole('button', { name: 'Betalen' }).click();
  await expect(page).toHaveURL(new RegExp(`/success\\?session_id=${sessionId}$`));
  await expect(pageHeading(page, 'Betaling geslaagd')).toBeVisible();
  await expect(page.getByText('Je wordt over enkele seconden doorgestuurd naar je aanbestedingen.')).toBeVisible();

  // After 3 s on to the feed, now with full access: the banner is gone.
  await runOutRedirect(page, /\/tenders$/);
  await expect(pageHeading(page, 'Feed')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.getByText(/Je gebruikt de demoversie/)).toHaveCount(0);
});

test('/success without a session id says so; /cancel sends the user back to the plans after 3 s @any-size', async ({
  page,
}) => {
  await page.goto('/success');
  await expect(pageHeading(page, 'Verificatie mislukt')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Geen sessie-ID gevonden in de URL.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terug naar abonnementen' })).toHaveAttribute(
    'href',
    '/subscription/select-plan',
  );

  // The page's clock moves only when told, so the 3 s are counted without waiting them out.
  const shownAfter = await revealWithPausedClock(page, '/cancel', 'Betaling geannuleerd');
  await expect(page.getByText('Je betaling is geannuleerd en er werd niets aangerekend.')).toBeVisible();
  await page.clock.runFor(2_999 - shownAfter);
  await expect(page).toHaveURL(/\/cancel$/);
  await page.clock.runFor(shownAfter + 1);
  await expect(page).toHaveURL(/\/subscription\/select-plan$/);
  await page.clock.resume();
  await expect(pageHeading(page, 'Kies je abonnement')).toBeVisible();
});
