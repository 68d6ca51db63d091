import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { withoutBidsExtension } from '@tests/utils/bids-extension';
import { fakeMediaQueryList } from '@tests/utils/media-query';
import { renderApp } from '@tests/utils/render';

const FULL = 'demo@tenderwijzer.be';
const api = (path: string) => `${env.API_URL}/${path}`;

/** Where the layout remembers whether the API offered the Bids extension (src/config/constants.ts). */
const BIDS_REMEMBERED = 'tw.bids-extension';
const SPEC_BAR = ['Feed', 'Bewaard', 'Verworpen', 'Verleden', 'Offerte', 'Vraag hulp'];
const BAR_WITH_BIDS = ['Feed', 'Bewaard', 'Biedingen', 'Verworpen', 'Meer', 'Vraag hulp'];

/** The name of each place of the bottom bar, in order: its link or button ('' for an empty place). */
function placesOf(bar: HTMLElement): string[] {
  return Array.from(bar.querySelectorAll(':scope > ul > li'), (place) =>
    (place.querySelector('a, button')?.textContent ?? '').trim(),
  );
}

/** Holds the Bids probe's call until `answer()`, then lets the simulated backend answer it. */
function holdProbe() {
  const probe = { asked: false, answer: () => {} };
  const held = new Promise<void>((resolve) => (probe.answer = resolve));
  server.use(
    http.get(api('bids/'), async () => {
      probe.asked = true;
      await held;
    }),
  );
  return probe;
}

/** A window of 1024 px or wider: the desktop layout with the 'Matching profiel' side panel. */
function onDesktop() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => fakeMediaQueryList(query, query.includes('min-width')));
}

describe('payment banner', () => {
  it.each([
    ['betaling@tenderwijzer.be', 'Betaling Vereist', 'alert'],
    ['onvolledig@tenderwijzer.be', 'Abonnement Onvolledig', 'alert'],
    ['gratis@tenderwijzer.be', 'Abonnement Vereist', 'status'],
    ['gepauzeerd@tenderwijzer.be', 'Abonnement Gepauzeerd', 'status'],
    ['opzegging@tenderwijzer.be', 'Abonnement Eindigt Binnenkort', 'alert'],
  ] as const)('shows the banner of %s with its title and style', async (email, title, role) => {
    renderApp('/faq', { user: email });
    const banner = await screen.findByText(title);
    expect(banner.closest(`[role="${role}"]`)).not.toBeNull();
  });

  it.each([FULL, 'geblokkeerd@tenderwijzer.be'])('shows no banner for %s', async (email) => {
    onDesktop();
    renderApp('/faq', { user: email });
    await screen.findByRole('heading', { name: 'Matching profiel' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Naar facturering' })).not.toBeInTheDocument());
    expect(screen.queryByText(/^Abonnement|^Betaling/)).not.toBeInTheDocument();
  });

  it('goes to the account page scrolling to billing', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/faq', { user: 'betaling@tenderwijzer.be' });
    await user.click(await screen.findByRole('button', { name: 'Naar facturering' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.state).toEqual({ scrollToBilling: true });
  });

  it('treats a failed status check as not subscribed, without a message', async () => {
    server.use(http.get(api(endpoints.payments.status), () => HttpResponse.json({}, { status: 500 })));
    renderApp('/preferences', { user: FULL });
    // The status call is retried once (spec §9) before it counts as failed.
    expect(await screen.findByRole('link', { name: 'Abonnement bekijken' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('Betaling Vereist')).not.toBeInTheDocument();
  });
});

describe('matching profile panel', () => {
  beforeEach(onDesktop);

  it('shows the completeness and the four counters', async () => {
    renderApp('/tenders', { user: FULL });
    const panel = (await screen.findByRole('heading', { name: 'Matching profiel' })).closest('aside');
    if (!panel) throw new Error('panel missing');
    const ring = await within(panel).findByRole('progressbar', { name: 'Profiel Compleetheid' });
    await waitFor(() => expect(ring).toHaveAttribute('aria-valuenow', '100'));
    for (const label of [
      'Nieuwe Tenders',
      'Actieve tender matches',
      'Actieve tenders in jouw vakgebied (30 dagen)',
      'Tenders in jouw vakgebied (afgelopen jaar)',
    ]) {
      const term = within(panel).getByText(label);
      await waitFor(() => expect(term.nextElementSibling?.textContent).toMatch(/^\d+$/));
    }
    expect(within(panel).getByRole('link', { name: 'Optimaliseer profiel' })).toHaveAttribute('href', '/preferences');
  });

  it("shows 'Loading...' while loading and 'Error loading data' when a counter fails", async () => {
    server.use(http.get(api(endpoints.tenders.newCount), () => HttpResponse.json({}, { status: 500 })));
    renderApp('/tenders', { user: FULL });
    const term = await screen.findByText('Nieuwe Tenders');
    expect(term.nextElementSibling).toHaveTextContent('Loading...');
    await waitFor(() => expect(term.nextElementSibling).toHaveTextContent('Error loading data'));
  });

  it('treats a completeness that fails to load as 0', async () => {
    server.use(http.get(api(endpoints.users.completeness), () => HttpResponse.json({}, { status: 500 })));
    renderApp('/tenders', { user: FULL });
    const ring = await screen.findByRole('progressbar', { name: 'Profiel Compleetheid' });
    expect(ring).toHaveAttribute('aria-valuenow', '0');
  });

  it("hides 'Optimaliseer profiel' on /preferences", async () => {
    renderApp('/preferences', { user: FULL });
    await screen.findByRole('heading', { name: 'Matching profiel' });
    expect(screen.queryByRole('link', { name: 'Optimaliseer profiel' })).not.toBeInTheDocument();
  });
});

describe('navigation', () => {
  it('lists the side navigation entries with the disabled quote entry and its tooltip', async () => {
    onDesktop();
    const asked = withoutBidsExtension();
    renderApp('/tenders', { user: FULL });
    const nav = await screen.findByRole('navigation', { name: 'Navigatie tenders' });
    await waitFor(() => expect(asked).toEqual(['/api/bids/']));
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Feed', '/tenders'],
      ['Voorkeuren', '/preferences'],
      ['Bewaard', '/tenders/saved'],
      ['Verworpen', '/tenders/rejected'],
      ['Verleden', '/tenders/past'],
      ['FAQ', '/faq'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    const quote = within(nav).getByRole('button', { name: 'Offerte Opmaken' });
    expect(quote).toHaveAttribute('aria-disabled', 'true');
    expect(quote).toHaveAccessibleDescription(/partners/);
  });

  it('marks the page followed from the side navigation as current', async () => {
    onDesktop();
    withoutBidsExtension();
    renderApp('/tenders', { user: FULL });
    const nav = await screen.findByRole('navigation', { name: 'Navigatie tenders' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Bewaard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewaarde Aanbestedingen' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Bewaard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Feed' })).not.toHaveAttribute('aria-current');
  });

  it('has a bottom bar with the mobile entries and a help mail', async () => {
    const asked = withoutBidsExtension();
    renderApp('/tenders/saved', { user: FULL });
    const bar = await screen.findByRole('navigation', { name: 'Snelmenu' });
    await waitFor(() => expect(asked).toEqual(['/api/bids/']));
    // The side navigation is the desktop's: a phone does not render it.
    expect(screen.queryByRole('navigation', { name: 'Navigatie tenders' })).not.toBeInTheDocument();
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Feed', 'Bewaard', 'Verworpen', 'Verleden', 'Vraag hulp']);
    expect(within(bar).getByRole('link', { name: 'Bewaard' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('button', { name: 'Offerte' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(bar).getByRole('link', { name: 'Vraag hulp' }).getAttribute('href')).toMatch(
      /^mailto:info@tenderwijzer\.be\?subject=Hulp%20gevraagd%20via%20Tenderwijzer&body=/,
    );
  });

  it("asks whether the API has the Bids extension once the page's own calls are in, not beside them", async () => {
    const asked = withoutBidsExtension();
    let answerStatus = () => {};
    const statusHeld = new Promise<void>((resolve) => (answerStatus = resolve));
    let statusAsked = false;
    server.use(
      http.get(api(endpoints.payments.status), async () => {
        statusAsked = true;
        await statusHeld;
        // Nothing returned: the simulated backend's own handler answers.
      }),
    );
    renderApp('/account', { user: FULL });
    const bar = await screen.findByRole('navigation', { name: 'Snelmenu' });
    await waitFor(() => expect(statusAsked).toBe(true));
    expect(asked).toEqual([]);

    answerStatus();
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    await waitFor(() => expect(asked).toEqual(['/api/bids/']));
    expect(within(bar).queryByRole('link', { name: 'Biedingen' })).not.toBeInTheDocument();
  });

  it("adds 'Mijn biedingen' after Bewaard where the API has the Bids extension", async () => {
    onDesktop();
    renderApp('/tenders', { user: FULL });
    const nav = await screen.findByRole('navigation', { name: 'Navigatie tenders' });
    expect(await within(nav).findByRole('link', { name: 'Mijn biedingen' }, { timeout: 4000 })).toHaveAttribute(
      'href',
      '/bids',
    );
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Feed', 'Voorkeuren', 'Bewaard', 'Mijn biedingen', 'Verworpen', 'Verleden', 'FAQ']);
  });

  it("keeps five bottom-bar entries and the help with the Bids extension: Verleden and Offerte under 'Meer'", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/tenders', { user: FULL });
    const bar = await screen.findByRole('navigation', { name: 'Snelmenu' });
    const more = await within(bar).findByRole('button', { name: 'Meer' }, { timeout: 4000 });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Feed', 'Bewaard', 'Biedingen', 'Verworpen', 'Vraag hulp']);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(within(bar).getByRole('button', { name: 'Offerte Opmaken' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    await user.click(more);
    await user.click(within(bar).getByRole('link', { name: 'Verleden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tenders/past'));
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows the bottom bar the API offered last time from its first render, 'Meer' included, while the probe is asked", async () => {
    localStorage.setItem(BIDS_REMEMBERED, 'offered');
    const probe = holdProbe();
    const { queryClient } = renderApp('/tenders/saved', { user: FULL });
    const bar = await screen.findByRole('navigation', { name: 'Snelmenu' });
    expect(placesOf(bar)).toEqual(BAR_WITH_BIDS);
    await waitFor(() => expect(probe.asked).toBe(true));

    probe.answer();
    await waitFor(() => expect(queryClient.getQueryData(['bids', 'availability'])).toBe('available'));
    expect(placesOf(bar)).toEqual(BAR_WITH_BIDS);
    expect(within(bar).getByRole('button', { name: 'Meer' })).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem(BIDS_REMEMBERED)).toBe('offered');
  });

  it("remembers the probe's answer for the next load, and follows the answer where it changed", async () => {
    localStorage.setItem(BIDS_REMEMBERED, 'offered');
    const asked = withoutBidsExtension();
    renderApp('/tenders/saved', { user: FULL });
    const bar = await screen.findByRole('navigation', { name: 'Snelmenu' });
    expect(placesOf(bar)).toEqual(BAR_WITH_BIDS);
    await waitFor(() => expect(asked).toEqual(['/api/bids/']));
    await waitFor(() => expect(placesOf(bar)).toEqual(SPEC_BAR));
    expect(localStorage.getItem(BIDS_REMEMBERED)).toBe('absent');
  });

  it("shows the spec's bottom bar on a first visit until the probe answers, then remembers it", async () => {
    const probe = holdProbe();
    renderApp('/tenders/saved', { user: FULL });
    const bar = await screen.findByRole('navigation', { name: 'Snelmenu' });
    expect(placesOf(bar)).toEqual(SPEC_BAR);
    await waitFor(() => expect(probe.asked).toBe(true));
    expect(localStorage.getItem(BIDS_REMEMBERED)).toBeNull();

    probe.answer();
    await waitFor(() => expect(placesOf(bar)).toEqual(BAR_WITH_BIDS));
    expect(localStorage.getItem(BIDS_REMEMBERED)).toBe('offered');
  });

  it.each([
    ['the remembered entries', 'absent', SPEC_BAR],
    ['the Bids entries with nothing remembered', null, BAR_WITH_BIDS],
  ])('keeps %s when the probe fails otherwise than with a 404', async (_entries, remembered, expected) => {
    server.use(http.get(api('bids/'), () => HttpResponse.json({}, { status: 500 })));
    if (remembered) localStorage.setItem(BIDS_REMEMBERED, remembered);
    const { queryClient } = renderApp('/tenders/saved', { user: FULL });
    const bar = await screen.findByRole('navigation', { name: 'Snelmenu' });
    await waitFor(() => expect(queryClient.getQueryState(['bids', 'availability'])?.status).toBe('error'));
    expect(placesOf(bar)).toEqual(expected);
    expect(localStorage.getItem(BIDS_REMEMBERED)).toBe(remembered);
  });

  it('opens the mobile drawer with the matching profile for a logged-in user, counted only then', async () => {
    const counted: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('_count/')) counted.push(request.url);
    });
    const user = userEvent.setup();
    renderApp('/tenders', { user: FULL });
    // Below 1024 px the side panel is not there at all: the feed loads without the four counters.
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Matching profiel' })).not.toBeInTheDocument();
    expect(counted).toEqual([]);
    await user.click(await screen.findByRole('button', { name: 'Matching profiel tonen' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('heading', { name: 'Matching profiel' })).toBeInTheDocument();
    await waitFor(() => expect(counted).toHaveLength(4));
    await user.click(within(drawer).getByRole('button', { name: 'Menu sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('has encoded mail drafts for Vraag een demo and the footer contact button', async () => {
    renderApp('/faq');
    const [header] = await screen.findAllByRole('banner');
    if (!header) throw new Error('header missing');
    expect(within(header).getByRole('link', { name: 'Vraag een demo' }).getAttribute('href')).toMatch(
      /^mailto:info@tenderwijzer\.be\?subject=Aanvraag%20demo%20Tenderwijzer&body=Beste%20Tenderwijzer%2C%0D%0A/,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Stuur een e-mail' })).toHaveAttribute(
      'href',
      'mailto:info@tenderwijzer.be?subject=Contact%20via%20website',
    );
    expect(within(footer).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows account links in the footer when logged in', async () => {
    renderApp('/tenders', { user: FULL });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(within(footer).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });
});

describe('email verification dialog', () => {
  it('shows for an unverified user and stays closed for the session after Sluiten', async () => {
    const user = userEvent.setup();
    renderApp('/tenders', { user: 'onbevestigd@tenderwijzer.be' });
    const dialog = await screen.findByRole('dialog', { name: 'Verifieer je e-mailadres' });
    expect(dialog).toHaveTextContent('nog niet geverifieerd');
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('tw.verify-banner-closed')).toBe('1');
  });

  it('resends the verification email with a toast', async () => {
    const user = userEvent.setup();
    renderApp('/tenders', { user: 'onbevestigd@tenderwijzer.be' });
    const dialog = await screen.findByRole('dialog', { name: 'Verifieer je e-mailadres' });
    await user.click(within(dialog).getByRole('button', { name: 'Verificatie e-mail opnieuw verzenden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('alert')).toHaveTextContent(/verificatie/i);
  });

  it('shows the failure toast with the server detail', async () => {
    server.use(
      http.post(api(endpoints.auth.resendVerification), () =>
        HttpResponse.json({ detail: 'Te veel aanvragen.' }, { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/tenders', { user: 'onbevestigd@tenderwijzer.be' });
    const dialog = await screen.findByRole('dialog', { name: 'Verifieer je e-mailadres' });
    await user.click(within(dialog).getByRole('button', { name: 'Verificatie e-mail opnieuw verzenden' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Fout: Te veel aanvragen.');
    // And its toast, which can come later: the toast container loads with the first toast.
    await waitFor(() => expect(screen.getAllByText('Fout: Te veel aanvragen.')).toHaveLength(2));
  });

  it('does not show for a verified user', async () => {
    renderApp('/tenders', { user: FULL });
    await screen.findByRole('heading', { level: 1, name: 'Feed' });
    expect(screen.queryByRole('dialog', { name: 'Verifieer je e-mailadres' })).not.toBeInTheDocument();
  });
});
