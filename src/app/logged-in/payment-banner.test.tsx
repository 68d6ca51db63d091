import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { subscriptionKeys } from '@/features/subscription/status/keys';
import { findUserByEmail } from '@/mocks/domain/accounts';
import { formatDate } from '@/lib/frame/format';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@tests/utils/render';
import { PaymentBanner } from './payment-banner';

function renderBanner(user: string) {
  return renderWithProviders(<PaymentBanner />, { user });
}

describe('PaymentBanner (spec §4 Access level)', () => {
  it.each([
    { user: 'betaling@tenderwijzer.be', title: 'Betaling Vereist', role: 'alert' },
    { user: 'onvolledig@tenderwijzer.be', title: 'Abonnement Onvolledig', role: 'alert' },
    { user: 'gratis@tenderwijzer.be', title: 'Abonnement Vereist', role: 'status' },
    { user: 'gepauzeerd@tenderwijzer.be', title: 'Abonnement Gepauzeerd', role: 'status' },
    { user: 'opzegging@tenderwijzer.be', title: 'Abonnement Eindigt Binnenkort', role: 'alert' },
  ] as const)('$user sees "$title"; its button opens billing on /account', async ({ user, title, role }) => {
    const { router } = renderBanner(user);
    const banner = await screen.findByRole(role);
    expect(banner).toHaveTextContent(title);

    await userEvent.click(screen.getByRole('button', { name: 'Naar facturering' }));
    expect(router.state.location.pathname).toBe('/account');
    expect(router.state.location.state).toEqual({ scrollToBilling: true });
  });

  it('the "ends soon" banner names the end date as dd/mm/yyyy', async () => {
    renderBanner('opzegging@tenderwijzer.be');
    const end = formatDate(findUserByEmail('opzegging@tenderwijzer.be')?.subscription.currentPeriodEnd);
    expect(await screen.findByRole('alert')).toHaveTextContent(`loopt af op ${end}`);
    expect(end).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it.each(['demo@tenderwijzer.be', 'geblokkeerd@tenderwijzer.be'])('%s sees no banner', async (user) => {
    const { queryClient } = renderBanner(user);
    await waitFor(() => expect(queryClient.getQueryState(subscriptionKeys.status())?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: 'Naar facturering' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the banner it showed last while the status is being asked, so nothing below it moves', async () => {
    localStorage.setItem(
      'tw.payment-banner',
      JSON.stringify({ level: 'needs_new_subscription', periodEnd: null, height: 120, width: 1024 }),
    );
    server.use(http.get(`${env.API_URL}/${endpoints.payments.status}`, () => delay('infinite')));
    renderBanner('gratis@tenderwijzer.be');
    expect(await screen.findByRole('status')).toHaveTextContent('Abonnement Vereist');
  });

  it('remembers the banner it shows, and forgets it when the answer has none', async () => {
    renderBanner('opzegging@tenderwijzer.be');
    await screen.findByRole('alert');
    const end = findUserByEmail('opzegging@tenderwijzer.be')?.subscription.currentPeriodEnd;
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('tw.payment-banner') ?? 'null')).toEqual({
        level: 'full_access_cancels_soon',
        periodEnd: end,
        height: expect.any(Number),
        width: window.innerWidth,
      }),
    );
  });

  it('drops a remembered banner that the status no longer gives, and ignores an unreadable one', async () => {
    localStorage.setItem(
      'tw.payment-banner',
      JSON.stringify({ level: 'payment_issue', periodEnd: null, height: 120, width: 1024 }),
    );
    const { queryClient } = renderBanner('demo@tenderwijzer.be');
    expect(screen.getByRole('alert')).toHaveTextContent('Betaling Vereist');
    await waitFor(() => expect(queryClient.getQueryState(subscriptionKeys.status())?.status).toBe('success'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(localStorage.getItem('tw.payment-banner')).toBeNull();

    localStorage.setItem('tw.payment-banner', JSON.stringify({ level: 'constructor', height: 120, width: 1024 }));
    server.use(http.get(`${env.API_URL}/${endpoints.payments.status}`, () => delay('infinite')));
    renderBanner('demo@tenderwijzer.be');
    expect(screen.queryByRole('button', { name: 'Naar facturering' })).not.toBeInTheDocument();
  });
});
