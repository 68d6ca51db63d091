import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { MESSAGES } from '@/mocks/messages';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@tests/utils/render';
import SelectPlanPage from './select-plan-page';
import { stubLocationAssign } from '@tests/utils/location-assign';

const CHECKOUT_URL = `${env.API_URL}/${endpoints.payments.checkout}`;
const PAYMENT_PAGE = 'https://betalen.example.com/c/cs_test_123';
const NEW_EMAIL = 'nieuw@bedrijf.be';

type CheckoutRequest = { body: unknown; authorization: string | null };

/** Answers the checkout call and records what the app sent. */
function serveCheckout(answer: () => Response | Promise<Response>) {
  const requests: CheckoutRequest[] = [];
  server.use(
    http.post(CHECKOUT_URL, async ({ request }) => {
      requests.push({ body: await request.json(), authorization: request.headers.get('authorization') });
      return answer();
    }),
  );
  return requests;
}

/** Opens the page the way /register does: with the new account's email in navigation state. */
async function renderPage({ email, user }: { email?: string; user?: string } = {}) {
  const rendered = renderWithProviders(<SelectPlanPage />, {
    path: '/subscription/select-plan',
    url: '/subscription/select-plan',
    user,
  });
  if (email) {
    await act(() => rendered.router.navigate('/subscription/select-plan', { state: { email }, replace: true }));
  }
  return rendered;
}

const assign = stubLocationAssign();

describe('SelectPlanPage', () => {
  it('shows both plans with their prices, the yearly saving and the included features', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Kies je abonnement' })).toBeInTheDocument();

    const plans = within(screen.getByRole('list', { name: 'Abonnementen' }));
    const monthly = plans.getByRole('article', { name: 'Maandelijks' });
    expect(within(monthly).getByText('€ 99')).toBeInTheDocument();
    expect(within(monthly).getByText('per maand')).toBeInTheDocument();
    expect(within(monthly).queryByText(/Bespaar/)).not.toBeInTheDocument();

    const yearly = plans.getByRole('article', { name: 'Jaarlijks' });
    expect(within(yearly).getByText('€ 999')).toBeInTheDocument();
    expect(within(yearly).getByText('per jaar')).toBeInTheDocument();
    expect(within(yearly).getByText('Bespaar € 189 per jaar')).toBeInTheDocument();

    const features = within(screen.getByRole('region', { name: 'Inbegrepen in je abonnement' }));
    expect(features.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'AI-matching van aanbestedingen',
      'AI-aanbestedingsassistent',
      'Aanbestedingen aanvragen',
      'Volledige toegang tot aanbestedingen',
      'Klantenondersteuning 24/7',
      'Opslag 10GB',
    ]);
  });

  it('starts checkout anonymously with the email from navigation state and goes to the payment page', async () => {
    const requests = serveCheckout(() => HttpResponse.json({ checkout_url: PAYMENT_PAGE }));
    const user = userEvent.setup();
    await renderPage({ email: NEW_EMAIL });
    expect(screen.getByText(`Je abonnement wordt gekoppeld aan ${NEW_EMAIL}.`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kies jaarlijks' }));

    await vi.waitFor(() => expect(assign()).toHaveBeenCalledWith(PAYMENT_PAGE));
    expect(requests).toEqual([{ body: { subscription_type: 'yearly', email: NEW_EMAIL }, authorization: null }]);
    expect(await screen.findByText('Je wordt doorgestuurd naar de beveiligde betaalpagina...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kies maandelijks' })).toBeDisabled();
  });

  it('starts checkout with the bearer token when logged in, without needing an email', async () => {
    const requests = serveCheckout(() => HttpResponse.json({ checkout_url: PAYMENT_PAGE }));
    const user = userEvent.setup();
    await renderPage({ user: 'demo@tenderwijzer.be' });

    await user.click(screen.getByRole('button', { name: 'Kies maandelijks' }));

    await vi.waitFor(() => expect(assign()).toHaveBeenCalledWith(PAYMENT_PAGE));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({ subscription_type: 'monthly' });
    expect(requests[0]?.authorization).toMatch(/^Bearer \S+/);
  });

  it('shows the chosen plan as busy while checkout starts', async () => {
    serveCheckout(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const user = userEvent.setup();
    await renderPage({ email: NEW_EMAIL });

    await user.click(screen.getByRole('button', { name: 'Kies maandelijks' }));

    expect(screen.getByRole('button', { name: 'Kies maandelijks' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Kies jaarlijks' })).toBeDisabled();
  });

  it('asks to log in when there is neither a session nor an email, without calling the server', async () => {
    const requests = serveCheckout(() => HttpResponse.json({ checkout_url: PAYMENT_PAGE }));
    const user = userEvent.setup();
    const { router } = await renderPage();

    await user.click(screen.getByRole('button', { name: 'Kies maandelijks' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kon gebruiker niet identificeren. Gelieve in te loggen.');
    expect(requests).toHaveLength(0);
    expect(assign()).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: 'Inloggen' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent('/subscription/select-plan')}`);
  });

  it.each([
    ['an answer without checkout_url', () => HttpResponse.json({}), 'Kon de checkout sessie niet ophalen'],
    ['an empty checkout_url', () => HttpResponse.json({ checkout_url: '' }), 'Kon de checkout sessie niet ophalen'],
    [
      'a server error with an error field',
      () => HttpResponse.json({ error: 'Ongeldig abonnementstype' }, { status: 400 }),
      'Kon betaling niet starten: Ongeldig abonnementstype',
    ],
    [
      'a server error without an error field',
      () => HttpResponse.json({ detail: 'Interne fout' }, { status: 500 }),
      'Fout bij het starten van de betalingssessie',
    ],
    ['a network failure', () => HttpResponse.error(), 'Fout bij het starten van de betalingssessie'],
  ])('shows the checkout error for %s', async (_case, answer, message) => {
    serveCheckout(answer);
    const user = userEvent.setup();
    await renderPage({ email: NEW_EMAIL });

    await user.click(screen.getByRole('button', { name: 'Kies jaarlijks' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Betaling niet gestart');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryByRole('button', { name: 'Inloggen' })).not.toBeInTheDocument();
    expect(assign()).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Kies jaarlijks' })).toBeEnabled();
  });

  describe('against the simulated backend', () => {
    const MOCK_PAYMENT_PAGE = /^\/mock-checkout\?session_id=cs_test_\w+$/;

    it('starts checkout for a just-registered account from its email', async () => {
      const user = userEvent.setup();
      await renderPage({ email: 'gratis@tenderwijzer.be' });
      await user.click(screen.getByRole('button', { name: 'Kies maandelijks' }));
      await vi.waitFor(() => expect(assign()).toHaveBeenCalledWith(expect.stringMatching(MOCK_PAYMENT_PAGE)));
    });

    it('starts checkout for a logged-in account without a subscription', async () => {
      const user = userEvent.setup();
      await renderPage({ user: 'gratis@tenderwijzer.be' });
      await user.click(screen.getByRole('button', { name: 'Kies jaarlijks' }));
      await vi.waitFor(() => expect(assign()).toHaveBeenCalledWith(expect.stringMatching(MOCK_PAYMENT_PAGE)));
    });

    it("shows the server's error for an account that is already subscribed", async () => {
      const user = userEvent.setup();
      await renderPage({ user: 'demo@tenderwijzer.be' });
      await user.click(screen.getByRole('button', { name: 'Kies jaarlijks' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `Kon betaling niet starten: ${MESSAGES.alreadySubscribed}`,
      );
      expect(assign()).not.toHaveBeenCalled();
    });
  });
});
