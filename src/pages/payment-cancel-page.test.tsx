import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/utils/render';
import PaymentCancelPage from './payment-cancel-page';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PaymentCancelPage', () => {
  it('says the payment was cancelled and returns to the plans after 3 seconds', async () => {
    const { router } = renderWithProviders(<PaymentCancelPage />, { path: '/cancel', url: '/cancel' });
    expect(screen.getByRole('heading', { level: 1, name: 'Betaling geannuleerd' })).toBeInTheDocument();
    expect(screen.getByText('Je betaling is geannuleerd en er werd niets aangerekend.')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(router.state.location.pathname).toBe('/cancel');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(router.state.location.pathname).toBe('/subscription/select-plan');
  });

  it('lets the user go back to the plans at once', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderWithProviders(<PaymentCancelPage />, { path: '/cancel', url: '/cancel' });
    await user.click(screen.getByRole('link', { name: 'Terug naar abonnementen' }));
    expect(router.state.location.pathname).toBe('/subscription/select-plan');
  });
});
