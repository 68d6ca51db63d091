import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/config/constants';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { withoutBidsExtension } from '@tests/utils/bids-extension';
import { fakeMediaQueryList } from '@tests/utils/media-query';
import { renderApp } from '@tests/utils/render';

beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/app-shell'),
    import('@/pages/bids-page'),
    import('@/pages/not-found-page'),
    import('@/pages/faq-page'),
    import('@/pages/auth/login-page'),
  ]);
}, 60_000);

const DEMO = 'demo@tenderwijzer.be';

/** What the app shows at `url`: its one h1, the main landmark's content, the navigation and the tab title. */
async function shownAt(url: string) {
  renderApp(url, { user: DEMO });
  const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  // The tab's title follows the page's h1 (an effect).
  await waitFor(() => expect(document.title).toContain(heading.textContent ?? ''));
  const shown = {
    heading: heading.textContent,
    main: screen.getByRole('main').innerHTML,
    navigation: screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label')),
    title: document.title,
  };
  cleanup();
  return shown;
}

describe('/bids', { timeout: 30_000 }, () => {
  it('is, against an API without the extension, what any unknown address is', async () => {
    const asked = withoutBidsExtension();
    const unknown = await shownAt('/bestaat-niet');
    const bids = await shownAt('/bids');
    expect(asked).toContain('/api/bids/');
    expect(unknown.heading).toBe('Pagina niet gevonden');
    expect(bids).toEqual(unknown);
  });

  it.each([
    ['a phone', false, 'Snelmenu', 'Biedingen'],
    ['a large screen', true, 'Navigatie tenders', 'Mijn biedingen'],
  ])(
    'shows on %s its error state and retry when the API fails otherwise than with a 404, and its navigation entry',
    async (_screen, isLarge, navigation, entry) => {
      vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
        fakeMediaQueryList(query, isLarge && query.includes('min-width')),
      );
      server.use(
        http.get(`${env.API_URL}/bids/`, () => HttpResponse.json({ detail: 'Database onbereikbaar' }, { status: 500 })),
      );
      renderApp('/bids', { user: DEMO });
      expect(
        await screen.findByText(
          'Fout bij het laden van je biedingen: Database onbereikbaar Probeer het later opnieuw.',
          {},
          { timeout: 10_000 },
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Mijn biedingen' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: navigation });
      expect(within(nav).getByRole('link', { name: entry })).toHaveAttribute('aria-current', 'page');
    },
  );

  it('tells a user without full access what it is and where to subscribe', async () => {
    renderApp('/bids', { user: 'gratis@tenderwijzer.be' });
    const demo = await screen.findByRole('region', { name: 'Enkel met een volledig abonnement' }, { timeout: 10_000 });
    expect(within(demo).getByRole('link', { name: 'Abonnement bekijken' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('heading', { level: 1, name: 'Mijn biedingen' })).toBeInTheDocument();
  });

  it("takes, on a large screen, the room of the 'Matching profiel' panel that other pages have beside them", async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      fakeMediaQueryList(query, query === '(min-width: 1024px)'),
    );
    renderApp('/faq', { user: DEMO });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Matching profiel' })).toBeInTheDocument();
    cleanup();

    renderApp('/bids', { user: DEMO });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mijn biedingen' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navigatie tenders' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Matching profiel' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveClass('max-w-4xl');
  });

  it("shows its heading and the board's loading state before the probe answers, when the last visit's answer offered the Bids", async () => {
    localStorage.setItem(STORAGE_KEYS.bidsExtension, 'offered');
    server.use(http.get(`${env.API_URL}/bids/`, () => delay('infinite')));
    renderApp('/bids', { user: DEMO });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mijn biedingen' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Je biedingen worden geladen…')).toBeInTheDocument();
  });

  it('shows its loading state, not its heading, while the probe is unanswered and nothing is remembered', async () => {
    server.use(http.get(`${env.API_URL}/bids/`, () => delay('infinite')));
    renderApp('/bids', { user: DEMO });
    expect(await screen.findByRole('navigation', { name: 'Snelmenu' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('sends a visitor to log in first', async () => {
    const { router } = renderApp('/bids');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirectTo=%2Fbids');
  });
});
