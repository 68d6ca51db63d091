import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { interactTenderAction } from '@/features/tenders/feed-and-detail/interact-tender';
import { waitsInQueue } from '@/api/offline/mutation-state';
import { findUserByEmail } from '@/mocks/domain/accounts';
import { readOutbox } from '@/mocks/testing';
import { server } from '@/mocks/server';
import { renderWithProviders } from '@tests/utils/render';
import AccountPage from './account-page';

const DEMO = 'demo@tenderwijzer.be';
const ME_URL = `${env.API_URL}/${endpoints.users.me}`;
const EMAIL_CHANGE_URL = `${env.API_URL}/${endpoints.auth.emailChangeRequest}`;

function renderPage() {
  const view = renderWithProviders(<AccountPage />, { path: '/account', url: '/account', user: DEMO });
  return { ...view, user: userEvent.setup() };
}

async function profileForm() {
  await screen.findByDisplayValue('Lotte');
  return screen.getByRole('form', { name: 'Profiel' });
}

describe('AccountPage — Profiel', () => {
  it('shows the profile with the read-only email and the VAT placeholder', async () => {
    renderPage();
    const form = await profileForm();
    expect(within(form).getByLabelText('Achternaam')).toHaveValue('Vermeulen');
    expect(within(form).getByLabelText('E-mailadres')).toHaveValue(DEMO);
    expect(within(form).getByLabelText('E-mailadres')).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('Btw-nummer')).toHaveAttribute('placeholder', 'BE000.000.000');
    for (const name of ['Profiel', 'Authenticatie', 'Facturering', 'Partnerschappen']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it("holds the form's place while the profile loads, announced as Loading...", async () => {
    renderPage();
    const profile = screen.getByRole('heading', { level: 2, name: 'Profiel' }).closest('section')!;
    const loading = within(profile).getByRole('status');
    expect(loading).toHaveTextContent('Loading...');
    // One label and input placeholder per field (six) and the button's: the sections below stay put.
    expect(loading.querySelectorAll('.animate-pulse')).toHaveLength(13);
    await profileForm();
    expect(within(profile).queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the profile cannot load', async () => {
    server.use(http.get(ME_URL, () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const { user } = renderPage();
    expect(await screen.findByText('Kon je profiel niet laden. Probeer het later opnieuw.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByDisplayValue('Lotte')).toBeInTheDocument();
  });

  it('saves the changed fields without the email and confirms with a toast', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.patch(ME_URL, async ({ request }) => {
        body = (await request.clone().json()) as Record<string, unknown>;
      }),
    );
    const { user } = renderPage();
    const form = await profileForm();
    await user.clear(within(form).getByLabelText('Bedrijfsnaam'));
    await user.type(within(form).getByLabelText('Bedrijfsnaam'), 'Pixelwerf NV');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Profiel succesvol bijgewerkt')).toBeInTheDocument();
    expect(body).toEqual({
      firstName: 'Lotte',
      lastName: 'Vermeulen',
      mobile: '+32 470 12 34 56',
      companyName: 'Pixelwerf NV',
      vatNumber: 'BE0712.345.678',
    });
    expect(findUserByEmail(DEMO)?.companyName).toBe('Pixelwerf NV');
  });

  it('requires first and last name, with a toast', async () => {
    const { user } = renderPage();
    const form = await profileForm();
    await user.clear(within(form).getByLabelText('Voornaam'));
    await user.clear(within(form).getByLabelText('Achternaam'));
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(within(form).getAllByText('Dit veld is verplicht')).toHaveLength(2);
    expect(await screen.findByText('Voornaam en achternaam zijn verplicht')).toBeInTheDocument();
  });

  it('checks the Belgian VAT number format', async () => {
    const { user } = renderPage();
    const form = await profileForm();
    const vat = within(form).getByLabelText('Btw-nummer');
    await user.clear(vat);
    await user.type(vat, 'NL123');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(
      within(form).getByText('Voer een geldig Belgisch btw-nummer in, bijvoorbeeld BE0123.456.789.'),
    ).toBeInTheDocument();
    await user.clear(vat);
    await user.type(vat, 'BE0123456789');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Profiel succesvol bijgewerkt')).toBeInTheDocument();
  });

  it("shows the server's field errors on their fields", async () => {
    const { user } = renderPage();
    const form = await profileForm();
    await user.clear(within(form).getByLabelText('Mobiel nummer'));
    await user.type(within(form).getByLabelText('Mobiel nummer'), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await within(form).findByText('Voer een geldig telefoonnummer in.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Mobiel nummer')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps what was typed when saving fails, with a toast and a banner', async () => {
    server.use(http.patch(ME_URL, () => HttpResponse.error()));
    const { user } = renderPage();
    const form = await profileForm();
    await user.type(within(form).getByLabelText('Bedrijfsnaam'), ' Gent');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Fout bij het bijwerken van het profiel');
    // And its toast, which can come later: the toast container loads with the first toast.
    await waitFor(() => expect(screen.getAllByText('Fout bij het bijwerken van het profiel')).toHaveLength(2));
    expect(within(form).getByLabelText('Bedrijfsnaam')).toHaveValue('Pixelwerf BV Gent');
  });
});

describe('AccountPage — e-mailadres wijzigen', () => {
  async function openEmailChange() {
    const view = renderPage();
    const form = await profileForm();
    await view.user.click(within(form).getByRole('button', { name: 'Wijzigen' }));
    return { ...view, form, field: within(form).getByLabelText('Nieuw e-mailadres') };
  }

  it('toggles the new-email field with Wijzigen and Annuleren', async () => {
    const { user, form, field } = await openEmailChange();
    expect(field).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Annuleren' }));
    expect(within(form).queryByLabelText('Nieuw e-mailadres')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Wijzigen' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('warns about an empty and an invalid new email', async () => {
    const { user, form, field } = await openEmailChange();
    await user.click(within(form).getByRole('button', { name: 'Verzenden' }));
    expect(within(form).getByText('Voer een nieuw e-mailadres in.')).toBeInTheDocument();
    await user.type(field, 'geen-adres');
    await user.click(within(form).getByRole('button', { name: 'Verzenden' }));
    expect(within(form).getByText('Voer een geldig e-mailadres in.')).toBeInTheDocument();
  });

  it('requests the change, mails the new address and never saves the profile', async () => {
    const patch = vi.fn();
    server.use(http.patch(ME_URL, patch));
    const { user, form, field } = await openEmailChange();
    await user.type(field, 'nieuw@pixelwerf.be{Enter}');
    expect(await screen.findByText('Een bevestigingsmail is naar het nieuwe adres verzonden.')).toBeInTheDocument();
    expect(readOutbox('nieuw@pixelwerf.be').at(-1)?.kind).toBe('email-change');
    expect(within(form).queryByLabelText('Nieuw e-mailadres')).not.toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
  });

  it("shows the server's detail on failure, keeping the address", async () => {
    const { user, form, field } = await openEmailChange();
    await user.type(field, DEMO);
    await user.click(within(form).getByRole('button', { name: 'Verzenden' }));
    await waitFor(() => expect(screen.getAllByText('Dit is al je huidige e-mailadres.')).toHaveLength(2));
    expect(field).toHaveValue(DEMO);
  });

  it("falls back to 'Fout bij het aanvragen van e-mailwijziging'", async () => {
    server.use(http.post(EMAIL_CHANGE_URL, () => HttpResponse.json({}, { status: 500 })));
    const { user, form, field } = await openEmailChange();
    await user.type(field, 'nieuw@pixelwerf.be');
    await user.click(within(form).getByRole('button', { name: 'Verzenden' }));
    await waitFor(() => expect(screen.getAllByText('Fout bij het aanvragen van e-mailwijziging')).toHaveLength(2));
  });
});

describe('AccountPage — Authenticatie en Partnerschappen', () => {
  it('mails a reset link to the own address with the neutral message', async () => {
    const { user } = renderPage();
    await profileForm();
    await user.click(screen.getByRole('button', { name: 'Wachtwoord opnieuw instellen' }));
    expect(
      await screen.findByText(
        'Als er een account bestaat voor dit e-mailadres, hebben we een e-mail gestuurd om je wachtwoord opnieuw in te stellen.',
      ),
    ).toBeInTheDocument();
    expect(readOutbox(DEMO).at(-1)?.kind).toBe('reset');
  });

  it('logs out: tokens and cache cleared, then home', async () => {
    const { user, router, queryClient } = renderPage();
    await profileForm();
    await user.click(screen.getByRole('button', { name: 'Uitloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('auth')).toBeNull();
    // A section still mounted during the navigation may register an empty query again; no data survives.
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.data !== undefined),
    ).toHaveLength(0);
  });

  it('asks before a logout while a change waits to be sent, stays on no, and deletes it on yes', async () => {
    const { user, router, queryClient } = renderPage();
    await profileForm();
    // A save made offline waits in the queue.
    act(() => onlineManager.setOnline(false));
    const mutations = queryClient.getMutationCache();
    void mutations
      .build(queryClient, interactTenderAction)
      .execute({ id: 1, action: 'save' })
      .catch(() => undefined);
    await waitFor(() => expect(mutations.getAll().filter(waitsInQueue)).toHaveLength(1));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);

    await user.click(screen.getByRole('button', { name: 'Uitloggen' }));
    expect(confirm).toHaveBeenCalledWith(
      '1 wijziging is nog niet verstuurd. Als je nu uitlogt, gaat ze verloren. Toch uitloggen?',
    );
    expect(router.state.location.pathname).toBe('/account');
    expect(localStorage.getItem('auth')).not.toBeNull();
    expect(mutations.getAll().filter(waitsInQueue)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Uitloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('auth')).toBeNull();
    expect(mutations.getAll()).toHaveLength(0);
    act(() => onlineManager.setOnline(true));
  });

  it('opens a mail draft for each demo request', async () => {
    renderPage();
    const supplier = screen.getByRole('link', { name: 'Demo aanvragen voor Leveranciers' });
    const government = screen.getByRole('link', { name: 'Demo aanvragen voor Overheden en gemeenten' });
    expect(supplier.getAttribute('href')).toMatch(
      /^mailto:info@tenderwijzer\.be\?subject=Demo-aanvraag%20partnerschap%20leverancier&body=/,
    );
    expect(government.getAttribute('href')).toContain('subject=Demo-aanvraag%20partnerschap%20overheid');
    await profileForm();
  });

  it('scrolls to billing when asked through navigation state', async () => {
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    const { router } = renderWithProviders(<AccountPage />, { path: '/account', url: '/', user: DEMO });
    await router.navigate('/account', { state: { scrollToBilling: true } });
    await profileForm();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('facturering'));
    expect(document.getElementById('facturering')).toHaveFocus();
  });
});
