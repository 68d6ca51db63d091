import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { decodeAccessToken, tokenStorage } from '@/api/early/token-storage';
import { env } from '@/config/env';
import { findUserByEmail } from '@/mocks/domain/accounts';
import { sendLinkEmail } from '@/mocks/domain/email';
import { loginAs } from '@/mocks/testing';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@tests/utils/render';
import { VerifyEmailStatus } from './verify-email-status';

const UNVERIFIED = 'onbevestigd@tenderwijzer.be';
const VERIFY_URL = `${env.API_URL}/${endpoints.auth.verifyEmail(':uid', ':token')}`;

function verificationLink() {
  const user = findUserByEmail(UNVERIFIED);
  if (!user) throw new Error('unverified demo user missing');
  const [uidb64 = '', token = ''] = sendLinkEmail(user, 'verify').link.split('/').filter(Boolean).slice(-2);
  return { uidb64, token };
}

function renderStatus({ uidb64, token }: { uidb64?: string; token?: string }) {
  return renderWithProviders(<VerifyEmailStatus uidb64={uidb64} token={token} />, {
    path: '/verify-email/:uidb64/:token',
    url: `/verify-email/${uidb64}/${token}/`,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('VerifyEmailStatus', () => {
  it('verifies, refreshes the tokens of a logged-in user and goes to /tenders after 3 seconds', async () => {
    loginAs(UNVERIFIED);
    const { router } = renderStatus(verificationLink());
    expect(screen.getByText('Je e-mailadres wordt geverifieerd…')).toBeInTheDocument();
    expect(await screen.findByText('E-mailadres geverifieerd.')).toBeInTheDocument();
    expect(screen.getByText('Je wordt over 3 seconden doorgestuurd naar je aanbestedingen.')).toBeInTheDocument();
    expect(decodeAccessToken(tokenStorage.get()?.access ?? null)?.is_email_verified).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(router.state.location.pathname).toMatch(/^\/verify-email/);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe('/tenders');
  });

  it('sends a visitor without a refresh token to /login after 3 seconds', async () => {
    const { router } = renderStatus(verificationLink());
    expect(await screen.findByText('Je wordt over 3 seconden doorgestuurd naar de inlogpagina.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says the link is incomplete without its parameters', () => {
    renderStatus({});
    expect(screen.getByRole('alert')).toHaveTextContent('Verificatielink is onvolledig.');
  });

  it("shows the server's message for an invalid link", async () => {
    const { uidb64 } = verificationLink();
    const { router } = renderStatus({ uidb64, token: 'verkeerd' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ongeldige of verlopen verificatielink.');
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(router.state.location.pathname).toMatch(/^\/verify-email/);
  });

  it('falls back to the generic failure message', async () => {
    server.use(http.get(VERIFY_URL, () => HttpResponse.json({}, { status: 500 })));
    renderStatus(verificationLink());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-mail verificatie mislukt. De link is mogelijk ongeldig of verlopen.',
    );
  });
});
