import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { findUserByEmail } from '@/mocks/domain/accounts';
import { sendLinkEmail } from '@/mocks/domain/email';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@tests/utils/render';
import { EmailChangeConfirm } from './email-change-confirm';

const CONFIRM_URL = `${env.API_URL}/${endpoints.auth.emailChangeConfirm(':uid', ':token')}`;

function changeLink() {
  const user = findUserByEmail('demo@tenderwijzer.be');
  if (!user) throw new Error('demo user missing');
  const mail = sendLinkEmail(user, 'email-change', { to: 'nieuw@bedrijf.be', newEmail: 'nieuw@bedrijf.be' });
  const [uidb64 = '', token = ''] = mail.link.split('/').filter(Boolean).slice(-2);
  return { uidb64, token };
}

function renderConfirm({ uidb64, token }: { uidb64?: string; token?: string }) {
  const onConfirmed = vi.fn();
  const view = renderWithProviders(<EmailChangeConfirm uidb64={uidb64} token={token} onConfirmed={onConfirmed} />, {
    path: '/auth/email/change/confirm/:uidb64/:token',
    url: `/auth/email/change/confirm/${uidb64}/${token}/`,
  });
  return { ...view, onConfirmed };
}

describe('EmailChangeConfirm', () => {
  it('confirms the change and goes to /account with a toast', async () => {
    const { router, onConfirmed } = renderConfirm(changeLink());
    expect(screen.getByText('Je nieuwe e-mailadres wordt bevestigd…')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    expect(findUserByEmail('nieuw@bedrijf.be')).toBeDefined();
    expect(await screen.findByText('Je e-mailadres is gewijzigd.')).toBeInTheDocument();
  });

  it('goes home with the server detail when the link is invalid', async () => {
    const { uidb64 } = changeLink();
    const { router } = renderConfirm({ uidb64, token: 'verkeerd' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Ongeldige of verlopen bevestigingslink.')).toBeInTheDocument();
  });

  it("falls back to 'Kon e-mailadres niet wijzigen.'", async () => {
    server.use(http.get(CONFIRM_URL, () => HttpResponse.json({}, { status: 500 })));
    const { router } = renderConfirm(changeLink());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Kon e-mailadres niet wijzigen.')).toBeInTheDocument();
  });

  it('goes home when the link misses its parameters', async () => {
    const { router } = renderConfirm({});
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Ongeldige bevestigingslink voor e-mailwijziging.')).toBeInTheDocument();
  });
});
