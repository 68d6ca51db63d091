import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { findUserByEmail } from '@/mocks/domain/accounts';
import { sendLinkEmail } from '@/mocks/domain/email';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@tests/utils/render';
import { PasswordResetConfirm } from './password-reset-confirm';

const CONFIRM_URL = `${env.API_URL}/${endpoints.auth.passwordResetConfirm}`;
const VALIDATE_URL = `${env.API_URL}/${endpoints.auth.passwordResetValidate(':uidb64', ':token')}`;

function resetLink() {
  const user = findUserByEmail('demo@tenderwijzer.be');
  if (!user) throw new Error('demo user missing');
  const [uidb64 = '', token = ''] = sendLinkEmail(user, 'reset').link.split('/').filter(Boolean).slice(-2);
  return { uidb64, token };
}

function renderConfirm({ uidb64, token }: { uidb64?: string; token?: string }) {
  const view = renderWithProviders(<PasswordResetConfirm uidb64={uidb64} token={token} />, {
    path: '/password-reset-confirm/:uidb64/:token',
    url: `/password-reset-confirm/${uidb64}/${token}/`,
  });
  // Only the redirect test fakes timers; userEvent must advance them there.
  return { ...view, user: userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {}) };
}

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, confirmation: string) {
  const field = await screen.findByLabelText('Nieuw wachtwoord');
  if (password) await user.type(field, password);
  if (confirmation) await user.type(screen.getByLabelText('Bevestig nieuw wachtwoord'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
}

afterEach(() => vi.useRealTimers());

describe('PasswordResetConfirm', () => {
  it('checks the link, sets the new password and goes to /login after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = renderConfirm(resetLink());
    expect(screen.getByText('Link wordt gecontroleerd…')).toBeInTheDocument();
    await submit(user, 'Nieuw-wachtwoord-1', 'Nieuw-wachtwoord-1');
    expect(await screen.findByText('Je wachtwoord is opnieuw ingesteld.')).toBeInTheDocument();
    expect(findUserByEmail('demo@tenderwijzer.be')?.password).toBe('Nieuw-wachtwoord-1');

    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(router.state.location.pathname).toMatch(/^\/password-reset-confirm/);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('validates the new password', async () => {
    const { user } = renderConfirm(resetLink());
    await submit(user, '', '');
    expect(screen.getAllByText('Dit veld is verplicht')).toHaveLength(2);
    await submit(user, 'kort', 'anders');
    expect(screen.getByText('Wachtwoord moet minstens 8 tekens lang zijn')).toBeInTheDocument();
    expect(screen.getByText('Wachtwoorden komen niet overeen')).toBeInTheDocument();
  });

  it("says 'Ongeldige gebruikersidentificatie.' for an unknown user", async () => {
    renderConfirm({ uidb64: 'OTk5', token: 'abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Link Ongeldig');
    expect(screen.getByRole('alert')).toHaveTextContent('Ongeldige gebruikersidentificatie.');
    expect(screen.queryByLabelText('Nieuw wachtwoord')).not.toBeInTheDocument();
  });

  it('names invalid parameters for any other reason', async () => {
    const { uidb64 } = resetLink();
    renderConfirm({ uidb64, token: 'verkeerd' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ongeldige parameters voor wachtwoordherstellink.');
  });

  it('says the link is incomplete without its parameters', () => {
    renderConfirm({});
    expect(screen.getByRole('alert')).toHaveTextContent('Ongeldige parameters voor wachtwoordherstellink.');
  });

  it('says the link could not be checked when the server fails', async () => {
    server.use(http.get(VALIDATE_URL, () => HttpResponse.error()));
    renderConfirm(resetLink());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kon de link niet controleren. Probeer het later opnieuw.',
    );
  });

  it("shows the server's error, also on its field", async () => {
    const { user } = renderConfirm(resetLink());
    await submit(user, '20262027', '20262027');
    expect(await screen.findByRole('alert')).toHaveTextContent('Dit wachtwoord is volledig numeriek.');
    expect(screen.getByLabelText('Nieuw wachtwoord')).toHaveAccessibleDescription(/volledig numeriek/);
    expect(screen.getByLabelText('Nieuw wachtwoord')).toHaveValue('20262027');
  });

  it('shows the detail when there is no error', async () => {
    server.use(http.post(CONFIRM_URL, () => HttpResponse.json({ detail: 'Link verlopen.' }, { status: 400 })));
    const { user } = renderConfirm(resetLink());
    await submit(user, 'Nieuw-wachtwoord-1', 'Nieuw-wachtwoord-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link verlopen.');
  });

  it("falls back to 'Kon wachtwoord niet opnieuw instellen.'", async () => {
    server.use(http.post(CONFIRM_URL, () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderConfirm(resetLink());
    await submit(user, 'Nieuw-wachtwoord-1', 'Nieuw-wachtwoord-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Kon wachtwoord niet opnieuw instellen.');
  });
});
