import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { db } from '@/mocks/db';
import { MESSAGES } from '@/mocks/messages';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@tests/utils/render';
import PaymentSuccessPage from './payment-success-page';

const VERIFY_URL = `${env.API_URL}/${endpoints.payments.success}`;

/** Answers the verification call and records the session ids asked about. */
function serveVerification(answer: () => Response) {
  const sessionIds: (string | null)[] = [];
  server.use(
    http.get(VERIFY_URL, ({ request }) => {
      sessionIds.push(new URL(request.url).searchParams.get('session_id'));
      return answer();
    }),
  );
  return sessionIds;
}

function renderPage(url = '/success?session_id=cs_test_42') {
  return renderWithProviders(<PaymentSuccessPage />, { path: '/success', url });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PaymentSuccessPage', () => {
  it('says the session id is missing, without calling the server', async () => {
    const sessionIds = serveVerification(() => HttpResponse.json({ status: 'complete' }));
    const { router } = renderPage('/success');
    expect(screen.getByRole('heading', { level: 1, name: 'Verificatie mislukt' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Geen sessie-ID gevonden in de URL.');
    expect(screen.getByRole('link', { name: 'Terug naar abonnementen' })).toHaveAttribute(
      'href',
      '/subscription/select-plan',
    );
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(sessionIds).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/success');
  });

  it('treats an empty session id as missing', () => {
    renderPage('/success?session_id=');
    expect(screen.getByRole('alert')).toHaveTextContent('Geen sessie-ID gevonden in de URL.');
  });

  it('shows that it is verifying while the server answers', async () => {
    serveVerification(() => HttpResponse.json({ status: 'complete' }));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Betaling wordt geverifieerd...' })).toBeInTheDocument();
    expect(document.title).toBe('Betalingsstatus | Tenderwijzer');
    await screen.findByRole('heading', { level: 1, name: 'Betaling geslaagd' });
    // Let its toast show here: one still queued for the lazy container would take the next test's toastId.
    expect(await screen.findByText('Je betaling is gelukt. Welkom bij Tenderwijzer Premium!')).toBeInTheDocument();
  });

  it('on success shows a success toast and goes to /tenders after 3 seconds', async () => {
    const sessionIds = serveVerification(() =>
      HttpResponse.json({ status: 'complete', message: 'Betaling ontvangen.' }),
    );
    const { router } = renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Betaling geslaagd' })).toBeInTheDocument();
    expect(await screen.findByText('Betaling ontvangen.')).toBeInTheDocument();
    expect(sessionIds).toEqual(['cs_test_42']);

    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(router.state.location.pathname).toBe('/success');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(router.state.location.pathname).toBe('/tenders');
  });

  it('uses its own toast text when the server sends no message', async () => {
    serveVerification(() => HttpResponse.json({ status: 'success' }));
    renderPage();
    expect(await screen.findByText('Je betaling is gelukt. Welkom bij Tenderwijzer Premium!')).toBeInTheDocument();
  });

  it('on pending shows an info toast and goes to / after 3 seconds', async () => {
    serveVerification(() => HttpResponse.json({ status: 'pending', message: 'Betaling in behandeling.' }));
    const { router } = renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Betaling wordt verwerkt' })).toBeInTheDocument();
    expect(await screen.findByText('Betaling in behandeling.')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(router.state.location.pathname).toBe('/success');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(router.state.location.pathname).toBe('/');
  });

  it('on an error status shows "Verificatie mislukt" with the server message and stays', async () => {
    serveVerification(() => HttpResponse.json({ status: 'error', message: 'Betaling geweigerd door de bank.' }));
    const { router } = renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Verificatie mislukt' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Betaling geweigerd door de bank.');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(router.state.location.pathname).toBe('/success');
  });

  it('on an error status without a message shows the failure text', async () => {
    serveVerification(() => HttpResponse.json({ status: 'error' }));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Verifiëren van betalingsstatus mislukt.');
  });

  it('on a failed request shows "Verificatie mislukt" and the failure text', async () => {
    serveVerification(() => HttpResponse.json({ detail: 'Serverfout' }, { status: 500 }));
    const { router } = renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Verificatie mislukt' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Verifiëren van betalingsstatus mislukt.');
    expect(screen.getByRole('link', { name: env.CONTACT_EMAIL })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^mailto:${env.CONTACT_EMAIL}\\?subject=`)),
    );
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(router.state.location.pathname).toBe('/success');
  });

  describe('against the simulated backend', () => {
    function openSession(status: 'open' | 'paid') {
      const id = `cs_test_${status}`;
      const now = new Date().toISOString();
      db.checkoutSessions.push({
        id,
        userId: 2,
        subscriptionType: 'monthly',
        amount: 99,
        currency: 'EUR',
        status,
        createdAt: now,
        paidAt: status === 'paid' ? now : null,
      });
      return id;
    }

    it('confirms a paid session and goes to /tenders', async () => {
      const { router } = renderPage(`/success?session_id=${openSession('paid')}`);
      expect(await screen.findByText(MESSAGES.paymentSucceeded)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(3100));
      expect(router.state.location.pathname).toBe('/tenders');
    });

    it('reports an unpaid session as pending and goes home', async () => {
      const { router } = renderPage(`/success?session_id=${openSession('open')}`);
      expect(await screen.findByText(MESSAGES.paymentPending)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(3100));
      expect(router.state.location.pathname).toBe('/');
    });

    it('fails verification for an unknown session', async () => {
      renderPage('/success?session_id=cs_test_onbekend');
      expect(await screen.findByRole('heading', { level: 1, name: 'Verificatie mislukt' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Verifiëren van betalingsstatus mislukt.');
    });
  });
});
