import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { EmailChangeConfirm } from '@/features/auth/components/email-change-confirm';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { LoginForm } from '@/features/auth/components/login-form';
import { PasswordResetConfirm } from '@/features/auth/components/password-reset-confirm';
import { TwoFactorSetup } from '@/features/auth/components/two-factor-setup';
import { VerifyEmailStatus } from '@/features/auth/components/verify-email-status';
import { findUserByEmail } from '@/mocks/domain/accounts';
import { sendLinkEmail } from '@/mocks/domain/email';
import RegisterPage from '@/pages/auth/register-page';
import { renderWithProviders } from '@tests/utils/render';
import { describeFaults, fill, type Fault } from './harness';

const DEMO = 'demo@tenderwijzer.be';
const PASSWORD = 'Sterk-wachtwoord-1';

function link(email: string, kind: Parameters<typeof sendLinkEmail>[1]) {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`${email} missing`);
  const [uidb64 = '', token = ''] = sendLinkEmail(user, kind).link.split('/').filter(Boolean).slice(-2);
  return { uidb64, token };
}

const field = (label: string) => screen.getByLabelText(label);
let router: ReturnType<typeof renderWithProviders>['router'];

/** A 2xx whose body the app does not read is a success, whatever the body. */
const unread = (fault: Fault) => fault === 'malformed' || fault === 'schema';

describeFaults('authentication', [
  {
    call: 'POST auth/login/',
    method: 'post',
    path: endpoints.auth.login,
    act: async (user) => {
      renderWithProviders(<LoginForm onSuccess={() => undefined} />);
      await fill(user, field('E-mailadres'), DEMO);
      await fill(user, field('Wachtwoord'), PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Log in' }));
    },
    expected: () => 'Something went wrong',
    after: () => {
      expect(field('E-mailadres')).toHaveValue(DEMO);
      expect(field('Wachtwoord')).toHaveValue(PASSWORD);
      expect(localStorage.getItem('auth')).toBeNull();
    },
  },
  {
    call: 'POST auth/register/',
    method: 'post',
    path: endpoints.auth.register,
    act: async (user) => {
      ({ router } = renderWithProviders(<RegisterPage />, { path: '/register', url: '/register' }));
      await fill(user, field('E-mailadres'), 'nieuw@bedrijf.be');
      await fill(user, field('Wachtwoord'), PASSWORD);
      await fill(user, field('Bevestig wachtwoord'), PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    },
    expected: (fault) => (unread(fault) ? null : 'Er is iets misgegaan'),
    after: async (fault) => {
      if (unread(fault)) {
        await waitFor(() => expect(router.state.location.pathname).toBe('/subscription/select-plan'));
        return;
      }
      expect(field('E-mailadres')).toHaveValue('nieuw@bedrijf.be');
      expect(field('Wachtwoord')).toHaveValue(PASSWORD);
      expect(field('Bevestig wachtwoord')).toHaveValue(PASSWORD);
    },
  },
  {
    call: 'GET auth/verify-email/{uid}/{token}/',
    method: 'get',
    path: endpoints.auth.verifyEmail(':uid', ':token'),
    act: async () => {
      const { uidb64, token } = link('onbevestigd@tenderwijzer.be', 'verify');
      renderWithProviders(<VerifyEmailStatus uidb64={uidb64} token={token} />);
    },
    expected: (fault) =>
      unread(fault)
        ? 'Bedankt! Je e-mailadres is geverifieerd.'
        : 'E-mail verificatie mislukt. De link is mogelijk ongeldig of verlopen.',
  },
  {
    call: 'POST auth/register_2fa/',
    method: 'post',
    path: endpoints.auth.register2fa,
    act: async (user) => {
      renderWithProviders(<TwoFactorSetup />, { user: DEMO });
      await user.click(screen.getByRole('button', { name: 'Tweestapsverificatie instellen' }));
    },
    expected: () => 'Kon tweestapsverificatie niet instellen. Probeer het opnieuw.',
    after: () => {
      expect(screen.getByRole('button', { name: 'Tweestapsverificatie instellen' })).toBeEnabled();
    },
  },
  {
    call: 'POST auth/password/reset/',
    method: 'post',
    path: endpoints.auth.passwordReset,
    act: async (user) => {
      renderWithProviders(<ForgotPasswordForm />);
      await fill(user, field('E-mailadres'), DEMO);
      await user.click(screen.getByRole('button', { name: 'Verstuur link' }));
    },
    // Spec §8: the neutral message whatever happens, so nobody learns which addresses have an account.
    expected: () =>
      'Als er een account bestaat voor dit e-mailadres, hebben we een e-mail gestuurd om je wachtwoord opnieuw in te stellen.',
  },
  {
    call: 'GET auth/password/reset/validate/{uidb64}/{token}/',
    method: 'get',
    path: endpoints.auth.passwordResetValidate(':uidb64', ':token'),
    act: async () => {
      const { uidb64, token } = link(DEMO, 'reset');
      renderWithProviders(<PasswordResetConfirm uidb64={uidb64} token={token} />);
    },
    expected: () => 'Kon de link niet controleren. Probeer het later opnieuw.',
    after: () => {
      expect(screen.getByRole('link', { name: 'Vraag een nieuwe link aan' })).toBeInTheDocument();
    },
  },
  {
    call: 'POST auth/password/reset/confirm/',
    method: 'post',
    path: endpoints.auth.passwordResetConfirm,
    act: async (user) => {
      const { uidb64, token } = link(DEMO, 'reset');
      renderWithProviders(<PasswordResetConfirm uidb64={uidb64} token={token} />);
      await fill(user, await screen.findByLabelText('Nieuw wachtwoord'), PASSWORD);
      await fill(user, field('Bevestig nieuw wachtwoord'), PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
    },
    expected: (fault) =>
      unread(fault) ? 'Je wachtwoord is opnieuw ingesteld.' : 'Kon wachtwoord niet opnieuw instellen.',
    after: (fault) => {
      if (unread(fault)) return;
      expect(field('Nieuw wachtwoord')).toHaveValue(PASSWORD);
      expect(field('Bevestig nieuw wachtwoord')).toHaveValue(PASSWORD);
    },
  },
  {
    call: 'GET auth/email/change/confirm/{uid}/{token}/',
    method: 'get',
    path: endpoints.auth.emailChangeConfirm(':uid', ':token'),
    act: async () => {
      const { uidb64, token } = link(DEMO, 'email-change');
      renderWithProviders(<EmailChangeConfirm uidb64={uidb64} token={token} onConfirmed={() => undefined} />);
    },
    expected: (fault) => (unread(fault) ? 'Je e-mailadres is gewijzigd.' : 'Kon e-mailadres niet wijzigen.'),
  },
]);
