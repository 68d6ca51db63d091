import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@tests/utils/render';
import { LoginForm } from './login-form';

const LOGIN_URL = `${env.API_URL}/${endpoints.auth.login}`;
const PASSWORD = 'Tenderwijzer2026!';

function renderForm() {
  const onSuccess = vi.fn();
  renderWithProviders(<LoginForm onSuccess={onSuccess} />);
  return { onSuccess, user: userEvent.setup() };
}

describe('LoginForm', () => {
  it('requires both fields', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('Dit veld is verplicht')).toHaveLength(2);
    expect(screen.getByLabelText('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the email format', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('E-mailadres'), 'geen-adres');
    await user.type(screen.getByLabelText('Wachtwoord'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Voer een geldig e-mailadres in')).toBeInTheDocument();
  });

  it('sends username and password, stores the tokens and reports success', async () => {
    let body: unknown;
    // Reads the body, then lets the simulated backend answer (a resolver returning nothing falls through).
    server.use(
      http.post(LOGIN_URL, async ({ request }) => {
        body = await request.clone().json();
      }),
    );
    const { user, onSuccess } = renderForm();
    await user.type(screen.getByLabelText('E-mailadres'), 'demo@tenderwijzer.be');
    await user.type(screen.getByLabelText('Wachtwoord'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(body).toEqual({ username: 'demo@tenderwijzer.be', password: PASSWORD });
    expect(localStorage.getItem('auth')).toContain('access');
  });

  it("shows the server's detail on failure, keeping what was typed", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('E-mailadres'), 'demo@tenderwijzer.be');
    await user.type(screen.getByLabelText('Wachtwoord'), 'verkeerd');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Geen actief account gevonden met de opgegeven gegevens',
    );
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('demo@tenderwijzer.be');
  });

  it("falls back to 'Something went wrong' without a detail", async () => {
    server.use(http.post(LOGIN_URL, () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderForm();
    await user.type(screen.getByLabelText('E-mailadres'), 'demo@tenderwijzer.be');
    await user.type(screen.getByLabelText('Wachtwoord'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('sends one request for a double submit', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(LOGIN_URL, async () => {
        calls += 1;
        await held;
        return HttpResponse.json({ detail: 'Nee' }, { status: 401 });
      }),
    );
    const { user } = renderForm();
    await user.type(screen.getByLabelText('E-mailadres'), 'demo@tenderwijzer.be');
    await user.type(screen.getByLabelText('Wachtwoord'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.type(screen.getByLabelText('Wachtwoord'), '{Enter}');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    release();
    await screen.findByRole('alert');
    expect(calls).toBe(1);
  });

  it('shows and hides the password', async () => {
    const { user } = renderForm();
    const toggle = screen.getByRole('button', { name: 'Wachtwoord tonen' });
    expect(screen.getByLabelText('Wachtwoord')).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Wachtwoord')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Wachtwoord')).toHaveAttribute('autocomplete', 'current-password');
  });
});
