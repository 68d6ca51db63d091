import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '@/mocks/demo-accounts';
import { db } from '@/mocks/db';
import { renderApp } from '@tests/utils/render';

const FULL = 'demo@tenderwijzer.be';
const FREE = 'gratis@tenderwijzer.be';
const UNVERIFIED = 'onbevestigd@tenderwijzer.be';

// Pages are lazy chunks: load the big ones once up front so a slow first import (on a busy machine)
// cannot time out the first test that opens one.
beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/app-shell'),
    import('@/pages/auth/login-page'),
    import('@/pages/tenders/feed-page'),
    import('@/pages/tenders/saved-feed-page'),
    import('@/pages/tenders/tender-detail-page'),
    import('@/pages/preferences/preferences-page'),
    import('@/pages/account/account-page'),
  ]);
}, 60_000);

describe('route guards', () => {
  it.each(['/tenders', '/tenders/saved', '/tenders/rejected', '/tenders/past', '/tenders/5/info', '/account'])(
    'sends a visitor from %s to /login and remembers the page',
    async (url) => {
      const { router } = renderApp(url);
      expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent(url)}`);
    },
  );

  it('returns to the page the user was sent away from after logging in', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/tenders/saved');
    await user.type(await screen.findByLabelText('E-mailadres'), FULL);
    await user.type(screen.getByLabelText('Wachtwoord'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewaarde Aanbestedingen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tenders/saved');
  });

  it('goes to /tenders after a plain login and ignores a redirect to another site', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/login?redirectTo=%2F%2Fevil.example');
    await user.type(await screen.findByLabelText('E-mailadres'), FULL);
    await user.type(screen.getByLabelText('Wachtwoord'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Feed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tenders');
  });

  it('validates the login form before calling the server', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription('Dit veld is verplicht');
    expect(screen.getByLabelText('Wachtwoord')).toHaveAccessibleDescription('Dit veld is verplicht');
    await user.type(screen.getByLabelText('E-mailadres'), 'geen-adres');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('E-mailadres')).toHaveAccessibleDescription('Voer een geldig e-mailadres in');
  });

  it('shows the server detail when login fails', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('E-mailadres'), FULL);
    await user.type(screen.getByLabelText('Wachtwoord'), 'fout-wachtwoord');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Geen actief account gevonden met de opgegeven gegevens',
    );
  });
});

describe('preferences gate screens', () => {
  it('asks a visitor to log in (no redirect)', async () => {
    const { router } = renderApp('/preferences');
    const link = await screen.findByRole('link', { name: 'Naar inloggen' });
    expect(link).toHaveAttribute('href', '/login?redirectTo=%2Fpreferences');
    expect(router.state.location.pathname).toBe('/preferences');
  });

  it('asks a user with an unverified email to go to the account page', async () => {
    renderApp('/preferences', { user: UNVERIFIED });
    expect(await screen.findByRole('link', { name: 'Naar mijn account' })).toHaveAttribute('href', '/account');
  });

  it('asks a user without a subscription to go to billing', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/preferences', { user: FREE });
    await user.click(await screen.findByRole('link', { name: 'Abonnement bekijken' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.state).toEqual({ scrollToBilling: true });
  });

  it('lets a user with full access in', async () => {
    renderApp('/preferences', { user: FULL });
    expect(await screen.findByRole('heading', { level: 1, name: 'Voorkeuren' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Abonnement bekijken' })).not.toBeInTheDocument();
  });
});

describe('routes', () => {
  it.each([
    ['/register', 'Registreren'],
    ['/forgot-password', 'Wachtwoord vergeten'],
    ['/password-reset-confirm/MQ/abc-123/', 'Nieuw wachtwoord instellen'],
    ['/verify-email/MQ/abc-123/', 'E-mailverificatie'],
    ['/auth/email/change/confirm/MQ/abc-123/', 'E-mailwijziging bevestigen'],
  ])('renders %s with its title', async (url, title) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/tenders', 'Feed'],
    ['/tenders/saved', 'Bewaarde Aanbestedingen'],
    ['/tenders/rejected', 'Verworpen Aanbestedingen'],
    ['/tenders/past', 'Verleden Aanbestedingen'],
    ['/account', 'Account'],
  ])('renders %s with its title for a logged-in user', async (url, title) => {
    renderApp(url, { user: FULL });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each(['/tenders/abc', '/tenders/1.5/info', '/tenders/-3', '/tenders/0x1F/info'])(
    'rejects the non-integer tender id in %s with a Dutch message',
    async (url) => {
      renderApp(url, { user: FULL });
      expect(await screen.findByRole('alert')).toHaveTextContent('Ongeldig aanbestedingsnummer');
    },
  );

  it.each(['/tenders/12', '/tenders/12/info'])('accepts the integer tender id in %s', async (url) => {
    renderApp(url, { user: FULL });
    const name = db.tenders.find((tender) => tender.id === 12)?.displayName ?? '';
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.queryByText(/Ongeldig aanbestedingsnummer/)).not.toBeInTheDocument();
  });

  it('shows a Dutch 404 page with a link home for an unknown route', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/bestaat/niet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Terug naar de startpagina' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('header', () => {
  it('shows Log in and Registreer to a visitor', async () => {
    renderApp('/faq');
    const [nav] = await screen.findAllByRole('banner');
    if (!nav) throw new Error('header missing');
    expect(within(nav).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Registreer' })).toHaveAttribute('href', '/register');
    expect(within(nav).queryByRole('button', { name: 'Profiel' })).not.toBeInTheDocument();
  });

  it('shows Tenders and the Profiel menu when logged in, and Uitloggen goes home logged out', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/tenders', { user: FULL });
    const [header] = await screen.findAllByRole('banner');
    if (!header) throw new Error('header missing');
    expect(within(header).getByRole('link', { name: 'Tenders' })).toHaveAttribute('href', '/tenders');
    await user.click(await within(header).findByRole('button', { name: 'Profiel' }));
    // Headless UI's menu loads on this first use.
    const menu = await screen.findByRole('menu', {}, { timeout: 4000 });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Account', 'Voorkeuren', 'Uitloggen']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Uitloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('auth')).toBeNull();
    expect(
      within(screen.getAllByRole('banner')[0] as HTMLElement).getByRole('link', { name: 'Log in' }),
    ).toBeInTheDocument();
  });

  it('opens the Profiel menu from the keyboard, even before its code has loaded, and Escape returns the focus', async () => {
    const user = userEvent.setup();
    renderApp('/tenders', { user: FULL });
    const [header] = await screen.findAllByRole('banner');
    if (!header) throw new Error('header missing');
    within(header).getByRole('button', { name: 'Profiel' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', {}, { timeout: 4000 });
    await waitFor(() => expect(menu).toHaveFocus());
    expect(menu).toHaveAttribute('aria-activedescendant', screen.getByRole('menuitem', { name: 'Account' }).id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(within(header).getByRole('button', { name: 'Profiel' })).toHaveFocus();
  });
});

describe('crash safety', () => {
  it('shows a Dutch message instead of a blank page when a page throws', async () => {
    vi.mocked(console.error).mockImplementation(() => undefined);
    vi.mocked(console.warn).mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('kapot');
    }
    renderApp('/kapot', { extraRoutes: [{ path: '/kapot', element: <Broken /> }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Er ging iets mis' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/');
    // The header stays, so the user can still navigate.
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});

describe('route error boundary', () => {
  function quiet() {
    vi.mocked(console.error).mockImplementation(() => undefined);
    vi.mocked(console.warn).mockImplementation(() => undefined);
  }

  it("renders the page again after 'Opnieuw proberen'", async () => {
    quiet();
    const user = userEvent.setup();
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('kapot');
      return <h1>Hersteld</h1>;
    }
    renderApp('/wankel', { extraRoutes: [{ path: '/wankel', element: <Flaky /> }] });
    await screen.findByRole('heading', { level: 1, name: 'Er ging iets mis' });
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hersteld' })).toBeInTheDocument();
  });

  it('clears the error when the user goes to another page', async () => {
    quiet();
    const user = userEvent.setup();
    function Broken(): never {
      throw new Error('kapot');
    }
    const { router } = renderApp('/kapot', { extraRoutes: [{ path: '/kapot', element: <Broken /> }] });
    await screen.findByRole('heading', { level: 1, name: 'Er ging iets mis' });
    const [header] = screen.getAllByRole('banner');
    if (!header) throw new Error('header missing');
    await user.click(within(header).getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("offers 'Pagina herladen' when the page's code cannot be fetched (after a deploy)", async () => {
    quiet();
    function Stale(): never {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/page-old.js');
    }
    renderApp('/oud', { extraRoutes: [{ path: '/oud', element: <Stale /> }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('nieuwe versie');
    expect(screen.getByRole('button', { name: 'Pagina herladen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

describe('a session that cannot be refreshed', () => {
  function breakSession() {
    localStorage.setItem('auth', JSON.stringify({ access: 'verlopen', refresh: 'ongeldig' }));
  }

  it('sends a page that needs login to /login, remembering the page', async () => {
    breakSession();
    const { router } = renderApp('/tenders/saved');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2Ftenders%2Fsaved');
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('leaves a public page where it is, now logged out', async () => {
    breakSession();
    const { router } = renderApp('/faq');
    const [header] = await screen.findAllByRole('banner');
    if (!header) throw new Error('header missing');
    expect(await within(header).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/faq');
  });
});

describe('links to landing anchors', () => {
  it("scrolls to #prijzen after 'Prijzen' is chosen on another page", async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const user = userEvent.setup();
    const { router } = renderApp('/faq');
    const [header] = await screen.findAllByRole('banner');
    if (!header) throw new Error('header missing');
    await user.click(within(header).getByRole('link', { name: 'Prijzen' }));
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/', hash: '#prijzen' }));
    await waitFor(() => expect(scrollIntoView.mock.contexts).toContain(document.getElementById('prijzen')));
    expect(document.activeElement).toBe(document.getElementById('prijzen'));
  });
  it('starts a new page at the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const user = userEvent.setup();
    renderApp('/faq');
    const [header] = await screen.findAllByRole('banner');
    if (!header) throw new Error('header missing');
    scrollTo.mockClear();
    await user.click(within(header).getByRole('link', { name: 'Log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Inloggen' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
  it('scrolls once when a landing anchor is clicked on the landing page', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Voor bedrijven' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#prijzen'));
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('prijzen')));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
