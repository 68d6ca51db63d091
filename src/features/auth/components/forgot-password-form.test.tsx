import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { readOutbox } from '@/mocks/testing';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@tests/utils/render';
import { ForgotPasswordForm } from './forgot-password-form';

const NEUTRAL =
  'Als er een account bestaat voor dit e-mailadres, hebben we een e-mail gestuurd om je wachtwoord opnieuw in te stellen.';

async function submit(email: string) {
  const user = userEvent.setup();
  renderWithProviders(<ForgotPasswordForm />);
  if (email) await user.type(screen.getByLabelText('E-mailadres'), email);
  await user.click(screen.getByRole('button', { name: 'Verstuur link' }));
}

describe('ForgotPasswordForm', () => {
  it('requires the email', async () => {
    await submit('');
    expect(screen.getByText('Dit veld is verplicht')).toBeInTheDocument();
  });

  it('mails a link to an existing account and shows the neutral message', async () => {
    await submit('demo@tenderwijzer.be');
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
    expect(readOutbox('demo@tenderwijzer.be').at(-1)?.kind).toBe('reset');
  });

  it('shows the same message for an unknown address', async () => {
    await submit('onbekend@bedrijf.be');
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
  });

  it('shows the same message when the server fails', async () => {
    server.use(
      http.post(`${env.API_URL}/${endpoints.auth.passwordReset}`, () => HttpResponse.json({}, { status: 500 })),
    );
    await submit('demo@tenderwijzer.be');
    expect(await screen.findByText(NEUTRAL)).toBeInTheDocument();
  });
});
