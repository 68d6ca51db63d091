import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { VerifyEmailDialog } from '@/app/layouts/verify-email-dialog';
import AccountPage from '@/pages/account/account-page';
import { renderWithProviders } from '@tests/utils/render';
import { describeFaults, fill, type Fault, type User } from './harness';

const DEMO = 'demo@tenderwijzer.be';
const unread = (fault: Fault) => fault === 'malformed' || fault === 'schema';

async function renderAccount() {
  renderWithProviders(<AccountPage />, { path: '/account', url: '/account', user: DEMO });
  await screen.findByDisplayValue('Lotte');
  return screen.getByRole('form', { name: 'Profiel' });
}

async function openEmailChange(user: User) {
  const form = await renderAccount();
  await user.click(within(form).getByRole('button', { name: 'Wijzigen' }));
  await fill(user, within(form).getByLabelText('Nieuw e-mailadres'), 'nieuw@pixelwerf.be');
  await user.click(within(form).getByRole('button', { name: 'Verzenden' }));
}

describeFaults('account', [
  {
    call: 'GET users/me/',
    method: 'get',
    path: endpoints.users.me,
    act: async () => {
      renderWithProviders(<AccountPage />, { path: '/account', url: '/account', user: DEMO });
    },
    expected: () => 'Kon je profiel niet laden. Probeer het later opnieuw.',
    after: () => {
      expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeEnabled();
    },
  },
  {
    call: 'PATCH users/me/',
    method: 'patch',
    path: endpoints.users.me,
    act: async (user) => {
      const form = await renderAccount();
      await fill(user, within(form).getByLabelText('Bedrijfsnaam'), ' Gent');
      await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    },
    // The app does not read the answer: a 2xx is saved, whatever its body.
    expected: (fault) =>
      unread(fault)
        ? 'Profiel succesvol bijgewerkt'
        : 'Je wijzigingen zijn niet verloren: probeer opnieuw op te slaan.',
    after: (fault) => {
      if (unread(fault)) return;
      expect(screen.getAllByText('Fout bij het bijwerken van het profiel').length).toBeGreaterThan(0);
      expect(screen.getByLabelText('Bedrijfsnaam')).toHaveValue('Pixelwerf BV Gent');
    },
  },
  {
    call: 'POST auth/email/change/request/',
    method: 'post',
    path: endpoints.auth.emailChangeRequest,
    act: openEmailChange,
    expected: (fault) =>
      unread(fault)
        ? 'Een bevestigingsmail is naar het nieuwe adres verzonden.'
        : 'Fout bij het aanvragen van e-mailwijziging',
    after: (fault) => {
      if (unread(fault)) return;
      expect(screen.getByLabelText('Nieuw e-mailadres')).toHaveValue('nieuw@pixelwerf.be');
    },
  },
  {
    call: 'POST auth/verify-email/resend/',
    method: 'post',
    path: endpoints.auth.resendVerification,
    act: async (user) => {
      renderWithProviders(<VerifyEmailDialog />, { user: 'onbevestigd@tenderwijzer.be' });
      await user.click(await screen.findByRole('button', { name: 'Verificatie e-mail opnieuw verzenden' }));
    },
    expected: (fault) =>
      unread(fault)
        ? 'Er is een nieuwe verificatie-e-mail verzonden. Controleer je inbox.'
        : 'Fout: Kon de verificatie-e-mail niet opnieuw verzenden.',
  },
]);
