import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@tests/utils/render';
import { TwoFactorSetup } from './two-factor-setup';

const URL_2FA = `${env.API_URL}/${endpoints.auth.register2fa}`;

describe('TwoFactorSetup', () => {
  it('shows the loading state, then the QR code as a PNG with what to do with it', async () => {
    server.use(
      http.post(URL_2FA, async () => {
        await delay(30);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<TwoFactorSetup />, { user: 'demo@tenderwijzer.be' });
    await user.click(screen.getByRole('button', { name: 'Tweestapsverificatie instellen' }));
    expect(screen.getByText('Tweestapsverificatie wordt ingesteld…')).toBeInTheDocument();
    const image = await screen.findByRole('img', { name: /QR-code/ });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText(/Scan deze QR-code met een authenticator-app/)).toBeInTheDocument();
  });

  it('accepts bare base64 from the server', async () => {
    server.use(http.post(URL_2FA, () => HttpResponse.json({ qrCode: 'iVBORw0KGgo=' })));
    const user = userEvent.setup();
    renderWithProviders(<TwoFactorSetup />, { user: 'demo@tenderwijzer.be' });
    await user.click(screen.getByRole('button', { name: 'Tweestapsverificatie instellen' }));
    expect(await screen.findByRole('img', { name: /QR-code/ })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });

  it.each([
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+',
    'https://tracker.example/qr.png',
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
  ])('shows the error state, and no image, for the QR code %j', async (qrCode) => {
    server.use(http.post(URL_2FA, () => HttpResponse.json({ qrCode })));
    const user = userEvent.setup();
    renderWithProviders(<TwoFactorSetup />, { user: 'demo@tenderwijzer.be' });
    await user.click(screen.getByRole('button', { name: 'Tweestapsverificatie instellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kon tweestapsverificatie niet instellen. Probeer het opnieuw.',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tweestapsverificatie instellen' })).toBeEnabled();
  });

  it('shows an error and lets the user try again', async () => {
    server.use(http.post(URL_2FA, () => HttpResponse.json({ detail: 'Fout' }, { status: 500 }), { once: true }));
    const user = userEvent.setup();
    renderWithProviders(<TwoFactorSetup />, { user: 'demo@tenderwijzer.be' });
    await user.click(screen.getByRole('button', { name: 'Tweestapsverificatie instellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kon tweestapsverificatie niet instellen. Probeer het opnieuw.',
    );
    await user.click(screen.getByRole('button', { name: 'Tweestapsverificatie instellen' }));
    expect(await screen.findByRole('img', { name: /QR-code/ })).toBeInTheDocument();
  });
});
