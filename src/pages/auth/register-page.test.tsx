import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { readOutbox } from '@/mocks/testing';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@tests/utils/render';
import RegisterPage from './register-page';

const REGISTER_URL = `${env.API_URL}/${endpoints.auth.register}`;

function renderPage(options: { user?: string } = {}) {
  const view = renderWithProviders(<RegisterPage />, { path: '/register', url: '/register', ...options });
  return { ...view, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, email: string, password: string, confirmation: string) {
  if (email) await user.type(screen.getByLabelText('E-mailadres'), email);
  if (password) await user.type(screen.getByLabelText('Wachtwoord'), password);
  if (confirmation) await user.type(screen.getByLabelText('Bevestig wachtwoord'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
}

describe('RegisterPage', () => {
  it('requires every field', async () => {
    const { user } = renderPage();
    await fill(user, '', '', '');
    expect(screen.getAllByText('Dit veld is verplicht')).toHaveLength(3);
  });

  it('checks the email, the password length and the confirmation', async () => {
    const { user } = renderPage();
    await fill(user, 'nieuw@', 'kort', 'anders');
    expect(screen.getByText('Voer een geldig e-mailadres in')).toBeInTheDocument();
    expect(screen.getByText('Wachtwoord moet minstens 8 tekens lang zijn')).toBeInTheDocument();
    expect(screen.getByText('Wachtwoorden komen niet overeen')).toBeInTheDocument();
  });

  it('registers, mails a verification link and goes to plan selection with the email', async () => {
    let body: unknown;
    server.use(
      http.post(REGISTER_URL, async ({ request }) => {
        body = await request.clone().json();
      }),
    );
    const { user, router } = renderPage();
    await fill(user, 'nieuw@bedrijf.be', 'Sterk-wachtwoord-1', 'Sterk-wachtwoord-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription/select-plan'));
    expect(router.state.location.state).toEqual({ email: 'nieuw@bedrijf.be' });
    expect(body).toEqual({
      email: 'nieuw@bedrijf.be',
      password: 'Sterk-wachtwoord-1',
      re_password: 'Sterk-wachtwoord-1',
    });
    expect(readOutbox('nieuw@bedrijf.be')).toHaveLength(1);
  });

  it("shows the password error's first message, also on the field", async () => {
    server.use(
      http.post(REGISTER_URL, () =>
        HttpResponse.json({ password: ['Dit wachtwoord komt te vaak voor.', 'Tweede'] }, { status: 400 }),
      ),
    );
    const { user } = renderPage();
    await fill(user, 'nieuw@bedrijf.be', 'wachtwoord', 'wachtwoord');
    expect(await screen.findByRole('alert')).toHaveTextContent('Dit wachtwoord komt te vaak voor.');
    expect(screen.getByLabelText('Wachtwoord')).toHaveAccessibleDescription(/Dit wachtwoord komt te vaak voor\./);
  });

  it("shows the email field's server error and 'Er is iets misgegaan' when there is no password error", async () => {
    const { user } = renderPage();
    await fill(user, 'demo@tenderwijzer.be', 'Sterk-wachtwoord-1', 'Sterk-wachtwoord-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is iets misgegaan');
    expect(screen.getByText('Er bestaat al een account met dit e-mailadres.')).toBeInTheDocument();
  });

  it('keeps what was typed after a network error', async () => {
    server.use(http.post(REGISTER_URL, () => HttpResponse.error()));
    const { user } = renderPage();
    await fill(user, 'nieuw@bedrijf.be', 'Sterk-wachtwoord-1', 'Sterk-wachtwoord-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is iets misgegaan');
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('nieuw@bedrijf.be');
    expect(screen.getByLabelText('Wachtwoord')).toHaveValue('Sterk-wachtwoord-1');
  });

  it('sends a logged-in user to the feed', async () => {
    const { router } = renderPage({ user: 'demo@tenderwijzer.be' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tenders'));
  });
});
