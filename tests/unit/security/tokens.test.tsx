import { inspect } from 'node:util';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { anonymousClient } from '@/api/anonymous-client';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { errorMessage } from '@/api/errors';
import { tokenStorage } from '@/api/early/token-storage';
import { env } from '@/config/env';
import { DEMO_PASSWORD } from '@/mocks/demo-accounts';
import { server } from '@/mocks/server';
import { loginAs } from '@/mocks/testing';
import { renderApp } from '@tests/utils/render';

const api = (path: string) => `${env.API_URL}/${path}`;
const UNVERIFIED = 'onbevestigd@tenderwijzer.be';

/** Everything written to the console during the test, as text (objects deeply inspected). */
function recordConsole(): string[] {
  const lines: string[] = [];
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 8 }))).join(' '));
    });
  }
  return lines;
}

/** A server that echoes the request's credentials back in its error answer, the worst case. */
function echoingServer() {
  const echo = ({ request }: { request: Request }) =>
    HttpResponse.json({ detail: `Geweigerd voor ${request.headers.get('Authorization') ?? ''}` }, { status: 400 });
  server.use(
    http.post(api(endpoints.auth.resendVerification), echo),
    http.get(api(endpoints.tenders.matched), echo),
    http.get(api(endpoints.tenders.newCount), () => HttpResponse.json({ unexpected: true })),
  );
}

describe('tokens never reach a URL, a log or the screen', () => {
  it('after logging in, failing calls and logging out', async () => {
    const consoleLines = recordConsole();
    const urls: string[] = [];
    const onRequest = ({ request }: { request: Request }) => urls.push(request.url);
    server.events.on('request:start', onRequest);
    onTestFinished(() => {
      server.events.removeListener('request:start', onRequest);
    });
    const user = userEvent.setup();
    const { router, queryClient } = renderApp('/login');

    await user.type(await screen.findByLabelText('E-mailadres'), UNVERIFIED);
    await user.type(screen.getByLabelText('Wachtwoord'), DEMO_PASSWORD);
    echoingServer();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tenders'));
    const tokens = tokenStorage.get();
    if (!tokens?.refresh) throw new Error('not logged in');
    const secrets = [tokens.access, tokens.refresh];

    const dialog = await screen.findByRole('dialog', { name: 'Verifieer je e-mailadres' });
    await user.click(within(dialog).getByRole('button', { name: 'Verificatie e-mail opnieuw verzenden' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Fout: Geweigerd voor …');
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await screen.findAllByRole('alert');

    const seen = () => [document.documentElement.outerHTML, router.state.location.search, ...urls, ...consoleLines];
    for (const text of seen()) for (const secret of secrets) expect(text).not.toContain(secret);

    const [header] = await screen.findAllByRole('banner');
    await user.click(await within(header as HTMLElement).findByRole('button', { name: 'Profiel' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Uitloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('auth')).toBeNull();
    expect(queryClient.getQueryCache().findAll({ predicate: (query) => query.state.data !== undefined })).toEqual([]);
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
  }, 20_000);

  it('clears the cache, the remembered payment banner and Bids extension when another tab logs out', async () => {
    loginAs('demo@tenderwijzer.be');
    const { queryClient } = renderApp('/account');
    await screen.findByDisplayValue('Lotte');
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);
    sessionStorage.setItem('tw.verify-banner-closed', '1');
    localStorage.setItem('tw.payment-banner', JSON.stringify({ level: 'payment_issue', periodEnd: null }));
    localStorage.setItem('tw.bids-extension', 'offered');

    localStorage.removeItem('auth');
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth', newValue: null }));
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ predicate: (query) => query.state.data !== undefined })).toEqual([]),
    );
    // The wipe's code is fetched when a session event needs it, so it ends a moment after the cache is cleared.
    await waitFor(() => expect(sessionStorage.getItem('tw.verify-banner-closed')).toBeNull());
    expect(localStorage.getItem('tw.payment-banner')).toBeNull();
    expect(localStorage.getItem('tw.bids-extension')).toBeNull();
  });

  it('keeps the bearer header and the sent body out of a failed call’s error', async () => {
    const { access, refresh } = loginAs('demo@tenderwijzer.be');
    server.use(http.get(api(endpoints.users.me), () => HttpResponse.json({ detail: 'Kapot' }, { status: 500 })));
    const failed = await bearerClient.get(endpoints.users.me).catch((error: unknown) => error);
    expect(errorMessage(failed)).toBe('Kapot');
    expect(inspect(failed, { depth: 10 })).not.toContain(access);

    server.use(http.post(api(endpoints.auth.refresh), () => HttpResponse.json({}, { status: 500 })));
    const refused = await anonymousClient.post(endpoints.auth.refresh, { refresh }).catch((error: unknown) => error);
    expect(inspect(refused, { depth: 10 })).not.toContain(refresh);

    const login = await anonymousClient
      .post(endpoints.auth.login, { username: 'demo@tenderwijzer.be', password: 'Geheim-wachtwoord-1' })
      .catch((error: unknown) => error);
    expect(inspect(login, { depth: 10 })).not.toContain('Geheim-wachtwoord-1');
  });

  it('never shows a token a server echoes in its error text', async () => {
    const { access, refresh } = loginAs('demo@tenderwijzer.be');
    server.use(
      http.get(api(endpoints.users.me), () =>
        HttpResponse.json({ detail: `Token ${refresh} of Bearer ${access} ongeldig` }, { status: 401 }),
      ),
      http.post(api(endpoints.auth.refresh), () => HttpResponse.json({ detail: 'Verlopen' }, { status: 401 })),
    );
    const failed = await bearerClient.get(endpoints.users.me).catch((error: unknown) => error);
    expect(errorMessage(failed)).toBe('Token … of … ongeldig');
  });
});
