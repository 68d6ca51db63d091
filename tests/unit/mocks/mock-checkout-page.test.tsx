import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { anonymousClient } from '@/api/anonymous-client';
import { endpoints } from '@/api/early/endpoints';
import { db } from '@/mocks/db';
import MockCheckoutPage from '@/mocks/pages/mock-checkout-page';
import { renderWithProviders } from '@tests/utils/render';
import { stubLocationAssign } from '@tests/utils/location-assign';

async function createSession(subscriptionType: 'monthly' | 'yearly') {
  const response = await anonymousClient.post(endpoints.payments.checkout, {
    subscription_type: subscriptionType,
    email: 'gratis@tenderwijzer.be',
  });
  return new URL(response.data.checkout_url, 'http://localhost').searchParams.get('session_id') ?? '';
}

function renderPage(sessionId: string) {
  return renderWithProviders(<MockCheckoutPage />, {
    path: '/mock-checkout',
    url: `/mock-checkout${sessionId ? `?session_id=${sessionId}` : ''}`,
  });
}

const assign = stubLocationAssign();

describe('MockCheckoutPage', () => {
  it('shows the plan and amount; Betalen marks the session paid and goes to /success', async () => {
    const user = userEvent.setup();
    const sessionId = await createSession('yearly');
    renderPage(sessionId);
    expect(screen.getByRole('heading', { level: 1, name: 'Testbetaling (gesimuleerd)' })).toBeInTheDocument();
    expect(await screen.findByText('Premium – jaarlijks')).toBeInTheDocument();
    expect(screen.getByText(/€\s999/)).toHaveTextContent('per jaar');
    expect(screen.getByText('gratis@tenderwijzer.be')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Betalen' }));
    await vi.waitFor(() => expect(assign()).toHaveBeenCalledWith(`/success?session_id=${sessionId}`));
    expect(db.checkoutSessions.find((session) => session.id === sessionId)?.status).toBe('paid');
  });

  it('Annuleren goes to /cancel without paying', async () => {
    const user = userEvent.setup();
    const sessionId = await createSession('monthly');
    renderPage(sessionId);
    await user.click(await screen.findByRole('button', { name: 'Annuleren' }));
    expect(assign()).toHaveBeenCalledWith('/cancel');
    expect(db.checkoutSessions.find((session) => session.id === sessionId)?.status).toBe('open');
  });

  it('says so when the session does not exist', async () => {
    renderPage('cs_test_onbekend');
    expect(await screen.findByRole('alert')).toHaveTextContent('Deze betaalsessie bestaat niet of is verlopen.');
    expect(screen.queryByRole('button', { name: 'Betalen' })).not.toBeInTheDocument();
  });
});
