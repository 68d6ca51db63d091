import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/utils/render';

// Whole-app renders on a shared two-core machine can take a few seconds each.
describe('/preferences gate screens', { timeout: 15_000 }, () => {
  it('asks a visitor to log in, without redirecting', async () => {
    const { router } = renderApp('/preferences');
    expect(await screen.findByRole('heading', { level: 2, name: 'Log in om verder te gaan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar inloggen' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Fpreferences',
    );
    expect(router.state.location.pathname).toBe('/preferences');
    expect(screen.queryByRole('form', { name: 'Matchingvoorkeuren' })).not.toBeInTheDocument();
  });

  it('sends a user with an unverified email to the account page', async () => {
    const user = userEvent.setup();
    renderApp('/preferences', { user: 'onbevestigd@tenderwijzer.be' });
    // The dialog asking to verify opens over the page, which it hides until closed.
    const dialog = await screen.findByRole('dialog', { name: 'Verifieer je e-mailadres' });
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Verifieer eerst je e-mailadres' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar mijn account' })).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('form', { name: 'Matchingvoorkeuren' })).not.toBeInTheDocument();
  });

  it('sends a user without a subscription to billing on the account page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/preferences', { user: 'gratis@tenderwijzer.be' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Abonnement vereist' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Matchingvoorkeuren' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Abonnement bekijken' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.state).toEqual({ scrollToBilling: true });
  });

  it('shows the form with the saved profile to a user with full access', async () => {
    renderApp('/preferences', { user: 'demo@tenderwijzer.be' });
    await screen.findByRole('form', { name: 'Matchingvoorkeuren' }, { timeout: 4000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Voorkeuren' })).toBeInTheDocument();
    expect((screen.getByRole('textbox', { name: 'Geografische voorkeuren' }) as HTMLTextAreaElement).value).toMatch(
      /Gent/,
    );
  });
});
