import { onlineManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { OfflineNotice } from '@/components/frame/offline-notice';
import { env } from '@/config/env';
import { offlineStatus } from '@/api/offline/offline-status';
import { server } from '@/mocks/server';
import FaqPage from '@/pages/faq-page';
import { renderApp, renderWithProviders } from '@tests/utils/render';
import { guardUnhandledRejections } from './harness';

const OFFLINE = 'Je bent offline. We proberen opnieuw zodra de verbinding terug is.';
const FAQ_URL = `${env.API_URL}/${endpoints.faqs}`;
const FIRST_QUESTION = { name: 'Wat is tender matching?' };
const NEEDS_CONNECTION = 'Hiervoor is een internetverbinding nodig. Zodra je weer online bent, laden we het vanzelf.';

/**
 * The browser's connection changes: navigator.onLine and the event the notice listens to. React Query hears the
 * event only while a client listens, so it is told as well: the test starts offline before any client exists.
 */
function setOnline(online: boolean) {
  vi.spyOn(Navigator.prototype, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    onlineManager.setOnline(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function renderFaq() {
  return renderWithProviders(
    <>
      <OfflineNotice />
      <FaqPage />
    </>,
    { path: '/faq', url: '/faq' },
  );
}

describe('offline', () => {
  guardUnhandledRejections();

  it('says so while offline, says a visitor needs a connection, and loads when the connection is back', async () => {
    let calls = 0;
    server.use(
      http.get(FAQ_URL, () => {
        calls += 1;
      }),
    );
    setOnline(false);
    renderFaq();
    expect(screen.getByText(OFFLINE)).toBeVisible();
    // React Query pauses the call instead of failing it; a visitor has no offline copy, so the page says
    // plainly that it needs a connection: no error, nothing sent.
    expect(screen.getByText(NEEDS_CONNECTION)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(0);

    setOnline(true);
    expect(await screen.findByRole('button', FIRST_QUESTION)).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
    expect(screen.queryByText(NEEDS_CONNECTION)).not.toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('recovers from a failure by itself when the connection comes back', async () => {
    let reachable = false;
    server.use(http.get(FAQ_URL, () => (reachable ? undefined : HttpResponse.error())));
    renderFaq();
    expect(
      await screen.findByText('Fout bij het laden van veelgestelde vragen. Probeer het later opnieuw.'),
    ).toBeInTheDocument();

    setOnline(false);
    expect(screen.getByText(OFFLINE)).toBeVisible();
    reachable = true;
    setOnline(true);
    // Refetched on reconnect, without the user pressing 'Opnieuw proberen'.
    expect(await screen.findByRole('button', FIRST_QUESTION)).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  });
});

describe('offline, with no subscription status on the device', () => {
  guardUnhandledRejections();
  // Lazy chunks, loaded once up front: a slow first import must not use up a test's wait.
  beforeAll(async () => {
    await Promise.all([
      import('@/app/layouts/app-shell'),
      import('@/pages/tenders/past-feed-page'),
      import('@/pages/tenders/tender-detail-page'),
      import('@/pages/preferences/preferences-page'),
      import('@/pages/account/account-page'),
    ]);
  }, 60_000);
  // What the offline app says once it has read the persisted cache, here found without a status.
  afterEach(() => offlineStatus.set({ restored: false }));

  function openOffline(url: string) {
    setOnline(false);
    offlineStatus.set({ restored: true });
    return renderApp(url, { user: 'demo@tenderwijzer.be' });
  }

  it.each([
    ['/tenders/past', 'Verleden Aanbestedingen'],
    ['/tenders/5', 'Aanbesteding'],
    ['/preferences', 'Voorkeuren'],
  ])('%s says at once that it needs the connection, instead of checking the access forever', async (url, title) => {
    openOffline(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(NEEDS_CONNECTION)).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it("says so in /account's billing, and the feed loads when the connection is back", async () => {
    const { router } = openOffline('/account');
    const billing = await screen.findByRole('region', { name: 'Facturering' });
    expect(within(billing).getByText(NEEDS_CONNECTION)).toBeInTheDocument();
    expect(within(billing).queryByRole('status')).not.toBeInTheDocument();

    await act(() => router.navigate('/tenders/past'));
    expect(await screen.findByText(NEEDS_CONNECTION)).toBeInTheDocument();
    setOnline(true);
    expect(await screen.findByRole('feed', { name: 'Verleden Aanbestedingen' })).toBeInTheDocument();
    expect(screen.queryByText(NEEDS_CONNECTION)).not.toBeInTheDocument();
  });
});
