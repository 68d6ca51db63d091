import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { BillingSection } from '@/features/subscription/components/billing-section';
import FaqPage from '@/pages/faq-page';
import PaymentSuccessPage from '@/pages/payment-success-page';
import SelectPlanPage from '@/pages/select-plan-page';
import { renderWithProviders } from '@tests/utils/render';
import { stubLocationAssign } from '@tests/utils/location-assign';
import { describeFaults, type Fault } from './harness';

const unread = (fault: Fault) => fault === 'malformed' || fault === 'schema';
const assign = stubLocationAssign();

async function confirmIn(
  dialogButton: string,
  open: string,
  user: Parameters<Parameters<typeof describeFaults>[1][number]['act']>[0],
) {
  await user.click(await screen.findByRole('button', { name: open }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: dialogButton }));
}

describeFaults('payments and FAQ', [
  {
    call: 'GET payments/status/',
    method: 'get',
    path: endpoints.payments.status,
    act: async () => {
      renderWithProviders(<BillingSection />, { user: 'demo@tenderwijzer.be' });
    },
    expected: () => 'Kon de status van je abonnement niet ophalen. Tot dat lukt, gebruik je de demoversie.',
    after: () => {
      expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeEnabled();
    },
  },
  {
    call: 'POST payments/create-checkout-session/',
    method: 'post',
    path: endpoints.payments.checkout,
    act: async (user) => {
      renderWithProviders(<SelectPlanPage />, {
        path: '/subscription/select-plan',
        url: '/subscription/select-plan',
        user: 'gratis@tenderwijzer.be',
      });
      await user.click(screen.getByRole('button', { name: 'Kies maandelijks' }));
    },
    expected: (fault) =>
      unread(fault) ? 'Kon de checkout sessie niet ophalen' : 'Fout bij het starten van de betalingssessie',
    after: () => {
      expect(assign()).not.toHaveBeenCalled();
      // The user can choose again.
      expect(screen.getByRole('button', { name: 'Kies maandelijks' })).toBeEnabled();
    },
  },
  {
    call: 'POST payments/cancel-subscription/',
    method: 'post',
    path: endpoints.payments.cancel,
    act: async (user) => {
      renderWithProviders(<BillingSection />, { user: 'demo@tenderwijzer.be' });
      await confirmIn('Ja, opzeggen', 'Abonnement Opzeggen', user);
    },
    // The answer is not read: the new state comes from the status call.
    expected: (fault) =>
      unread(fault)
        ? 'Je abonnement wordt opgezegd aan het einde van de factureringsperiode'
        : 'Kon abonnement niet opzeggen. Probeer het later opnieuw.',
  },
  {
    call: 'POST payments/reactivate-subscription/',
    method: 'post',
    path: endpoints.payments.reactivate,
    act: async (user) => {
      renderWithProviders(<BillingSection />, { user: 'opzegging@tenderwijzer.be' });
      await confirmIn('Ja, heractiveren', 'Abonnement Heractiveren', user);
    },
    expected: (fault) =>
      unread(fault) ? 'Je abonnement is opnieuw geactiveerd.' : 'Kon abonnement niet opnieuw activeren',
  },
  {
    call: 'GET payments/success/?session_id=',
    method: 'get',
    path: endpoints.payments.success,
    act: async () => {
      renderWithProviders(<PaymentSuccessPage />, { path: '/success', url: '/success?session_id=cs_test_42' });
    },
    expected: () => 'Verifiëren van betalingsstatus mislukt.',
  },
  {
    call: 'GET faqs/?category=general',
    method: 'get',
    path: endpoints.faqs,
    act: async () => {
      renderWithProviders(<FaqPage />, { path: '/faq', url: '/faq' });
    },
    expected: () => 'Fout bij het laden van veelgestelde vragen. Probeer het later opnieuw.',
  },
]);
