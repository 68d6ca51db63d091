import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { findUserByEmail } from '@/mocks/domain/accounts';
import { server } from '@/mocks/server';
import { formatDate } from '@/lib/frame/format';
import { stubLocationAssign } from '@tests/utils/location-assign';
import { renderWithProviders } from '@tests/utils/render';
import { BillingSection } from './billing-section';

const STATUS_URL = `${env.API_URL}/${endpoints.payments.status}`;
const CHECKOUT_URL = `${env.API_URL}/${endpoints.payments.checkout}`;
const CANCEL_URL = `${env.API_URL}/${endpoints.payments.cancel}`;
const REACTIVATE_URL = `${env.API_URL}/${endpoints.payments.reactivate}`;

const assign = stubLocationAssign();

function serveStatus(body: Record<string, unknown>) {
  server.use(http.get(STATUS_URL, () => HttpResponse.json(body)));
}

function renderSection(user = 'demo@tenderwijzer.be') {
  return renderWithProviders(<BillingSection />, { user });
}

function periodEndOf(email: string): string {
  return formatDate(findUserByEmail(email)?.subscription.currentPeriodEnd);
}

/** The value shown under a term of the billing details (Huidig plan, Status, Vervaldatum). */
function detail(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.parentElement as HTMLElement;
}

async function waitForDetails() {
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
}

describe('BillingSection: status values (spec §4)', () => {
  it.each([
    { status: 'active', isActive: true, text: 'Actief', plan: 'Premium', action: 'Abonnement Opzeggen' },
    { status: 'canceled', isActive: false, text: 'Opgezegd', plan: 'Demo', action: 'Nieuw Abonnement Starten' },
    { status: 'inactive', isActive: false, text: 'Van de server', plan: 'Demo', action: 'Nieuw Abonnement Starten' },
    { status: 'past_due', isActive: false, text: 'Betaling achterstallig', plan: 'Demo', action: 'Abonnement Starten' },
    { status: 'unpaid', isActive: false, text: 'Onbetaald', plan: 'Demo', action: 'Abonnement Starten' },
    { status: 'trialing', isActive: true, text: 'Proefperiode', plan: 'Premium', action: 'Abonnement Starten' },
    { status: 'incomplete', isActive: false, text: 'Onvolledig', plan: 'Demo', action: 'Abonnement Starten' },
    {
      status: 'incomplete_expired',
      isActive: false,
      text: 'Onvolledig (verlopen)',
      plan: 'Demo',
      action: 'Abonnement Starten',
    },
    { status: 'paused', isActive: false, text: 'Gepauzeerd', plan: 'Demo', action: 'Abonnement Starten' },
  ])('$status shows "$text", plan $plan and "$action"', async ({ status, isActive, text, plan, action }) => {
    serveStatus({ status, isActive, currentPeriodEnd: '2026-06-30T10:00:00Z', statusDisplay: 'Van de server' });
    renderSection();
    await waitForDetails();
    expect(screen.getByRole('heading', { level: 2, name: 'Facturering' })).toBeInTheDocument();
    expect(detail('Status')).toHaveTextContent(text);
    expect(detail('Huidig plan')).toHaveTextContent(plan);
    expect(detail('Vervaldatum')).toHaveTextContent('30/06/2026');
    expect(screen.getByRole(action === 'Abonnement Starten' ? 'link' : 'button', { name: action })).toBeVisible();
  });

  it('an unknown status shows the server statusDisplay', async () => {
    serveStatus({ status: 'on_hold', isActive: false, statusDisplay: 'In de wacht' });
    renderSection();
    await waitForDetails();
    expect(detail('Status')).toHaveTextContent('In de wacht');
    expect(detail('Vervaldatum')).toHaveTextContent('-');
  });

  it('without status or statusDisplay it shows Inactief and offers to start', async () => {
    serveStatus({ status: null, isActive: false });
    renderSection();
    await waitForDetails();
    expect(detail('Status')).toHaveTextContent('Inactief');
    expect(detail('Huidig plan')).toHaveTextContent('Demo');
    expect(screen.getByRole('link', { name: 'Abonnement Starten' })).toHaveAttribute(
      'href',
      '/subscription/select-plan',
    );
  });

  it('cancelling at period end shows "Actief (Wordt opgezegd)" with the end date and offers reactivation', async () => {
    serveStatus({
      status: 'active',
      isActive: true,
      willCancelAtPeriodEnd: true,
      currentPeriodEnd: '2026-03-05',
      message: 'Je abonnement eindigt binnenkort.',
    });
    renderSection();
    await waitForDetails();
    expect(detail('Status')).toHaveTextContent('Actief (Wordt opgezegd)');
    expect(detail('Status')).toHaveTextContent('Eindigt op 05/03/2026');
    expect(detail('Huidig plan')).toHaveTextContent('Premium');
    expect(screen.getByText('Je abonnement eindigt binnenkort.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abonnement Heractiveren' })).toBeVisible();
  });

  it('a failed status check counts as not subscribed and can be retried', async () => {
    let fail = true;
    server.use(
      http.get(STATUS_URL, () =>
        fail
          ? HttpResponse.json({ detail: 'kapot' }, { status: 404 })
          : HttpResponse.json({ status: 'active', isActive: true, accessLevel: 'full_access' }),
      ),
    );
    renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kon de status van je abonnement niet ophalen.');
    expect(detail('Huidig plan')).toHaveTextContent('Demo');
    expect(detail('Status')).toHaveTextContent('Inactief');

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(detail('Huidig plan')).toHaveTextContent('Premium'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a loading state while the status is fetched', () => {
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});

describe('BillingSection: cancel', () => {
  it('asks first, saying access remains until the period end; "Terug" changes nothing', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post(CANCEL_URL, () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    renderSection('demo@tenderwijzer.be');
    await user.click(await screen.findByRole('button', { name: 'Abonnement Opzeggen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Abonnement opzeggen?' });
    expect(dialog).toHaveTextContent(`Tot ${periodEndOf('demo@tenderwijzer.be')} behoud je volledige toegang.`);
    expect(within(dialog).getByRole('button', { name: 'Terug' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Terug' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toBe(0);
  });

  it('on confirmation cancels at period end, toasts, and then offers reactivation', async () => {
    const user = userEvent.setup();
    renderSection('demo@tenderwijzer.be');
    await user.click(await screen.findByRole('button', { name: 'Abonnement Opzeggen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, opzeggen' }));

    expect(
      await screen.findByText('Je abonnement wordt opgezegd aan het einde van de factureringsperiode'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(detail('Status')).toHaveTextContent('Actief (Wordt opgezegd)'));
    expect(screen.getByRole('button', { name: 'Abonnement Heractiveren' })).toBeVisible();
  });

  it('keeps the dialog open and busy while the cancellation is on its way', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(CANCEL_URL, async () => {
        await answered;
        return HttpResponse.json({});
      }),
    );
    renderSection('demo@tenderwijzer.be');
    await user.click(await screen.findByRole('button', { name: 'Abonnement Opzeggen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ja, opzeggen' }));

    expect(within(dialog).getByRole('button', { name: 'Ja, opzeggen' })).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Terug' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failed cancel toasts the spec message and leaves the subscription as it was', async () => {
    const user = userEvent.setup();
    server.use(http.post(CANCEL_URL, () => HttpResponse.json({ detail: 'Stripe onbereikbaar' }, { status: 502 })));
    renderSection('demo@tenderwijzer.be');
    await user.click(await screen.findByRole('button', { name: 'Abonnement Opzeggen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja, opzeggen' }));

    expect(await screen.findByText('Kon abonnement niet opzeggen. Probeer het later opnieuw.')).toBeInTheDocument();
    expect(detail('Status')).toHaveTextContent('Actief');
    expect(screen.getByRole('button', { name: 'Abonnement Opzeggen' })).toBeVisible();
  });
});

describe('BillingSection: reactivate', () => {
  it('asks first, then reactivates and toasts', async () => {
    const user = userEvent.setup();
    renderSection('opzegging@tenderwijzer.be');
    await user.click(await screen.findByRole('button', { name: 'Abonnement Heractiveren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abonnement heractiveren?' });
    expect(dialog).toHaveTextContent(`na ${periodEndOf('opzegging@tenderwijzer.be')} gewoon door`);
    await user.click(within(dialog).getByRole('button', { name: 'Ja, heractiveren' }));

    expect(await screen.findByText('Je abonnement is opnieuw geactiveerd.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Abonnement Opzeggen' })).toBeVisible());
    expect(detail('Status')).not.toHaveTextContent('Wordt opgezegd');
  });

  it.each([
    { body: { detail: 'De periode is al afgelopen.' }, message: 'De periode is al afgelopen.' },
    { body: {}, message: 'Kon abonnement niet opnieuw activeren' },
  ])('a failed reactivation toasts "$message"', async ({ body, message }) => {
    const user = userEvent.setup();
    server.use(http.post(REACTIVATE_URL, () => HttpResponse.json(body, { status: 400 })));
    renderSection('opzegging@tenderwijzer.be');
    await user.click(await screen.findByRole('button', { name: 'Abonnement Heractiveren' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja, heractiveren' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abonnement Heractiveren' })).toBeVisible();
  });
});

describe('BillingSection: checkout', () => {
  async function openPeriodChoice() {
    const user = userEvent.setup();
    renderSection('gratis@tenderwijzer.be');
    const start = await screen.findByRole('button', { name: 'Nieuw Abonnement Starten' });
    expect(start).toHaveAttribute('aria-expanded', 'false');
    await user.click(start);
    expect(start).toHaveAttribute('aria-expanded', 'true');
    return { user, choice: screen.getByRole('group', { name: 'Kies hoe je wilt betalen' }) };
  }

  it('"Nieuw Abonnement Starten" offers monthly and yearly; a choice goes to the payment page', async () => {
    const { user, choice } = await openPeriodChoice();
    expect(within(choice).getByRole('button', { name: 'Jaarlijks: € 999 per jaar (bespaar € 189)' })).toBeVisible();
    await user.click(within(choice).getByRole('button', { name: 'Maandelijks: € 99 per maand' }));

    await waitFor(() => expect(assign()).toHaveBeenCalledTimes(1));
    expect(assign().mock.calls[0]?.[0]).toMatch(/^\/mock-checkout\?session_id=cs_test_/);
    expect(screen.getByRole('status')).toHaveTextContent('Je wordt doorgestuurd naar de beveiligde betaalpagina...');
    for (const option of within(choice).getAllByRole('button')) expect(option).toBeDisabled();
  });

  it('sends the chosen period', async () => {
    let sent: unknown;
    server.use(
      http.post(CHECKOUT_URL, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ checkout_url: 'https://pay.example/1' });
      }),
    );
    const { user, choice } = await openPeriodChoice();
    await user.click(within(choice).getByRole('button', { name: /^Jaarlijks/ }));
    await waitFor(() => expect(assign()).toHaveBeenCalledWith('https://pay.example/1'));
    expect(sent).toEqual({ subscription_type: 'yearly' });
  });

  it.each([
    { answer: () => HttpResponse.json({ checkout_url: '' }), message: 'Kon de checkout sessie niet ophalen' },
    { answer: () => HttpResponse.json({}), message: 'Kon de checkout sessie niet ophalen' },
    // A server-given URL is opened only when it is https (or http on this machine, for the mock).
    ...['javascript:alert(1)', 'data:text/html,<b>betaal</b>', 'http://pay.example/1'].map((checkout_url) => ({
      answer: () => HttpResponse.json({ checkout_url }),
      message: 'Kon de checkout sessie niet ophalen',
    })),
    {
      answer: () => HttpResponse.json({ error: 'Je hebt al een abonnement.' }, { status: 400 }),
      message: 'Kon betaling niet starten: Je hebt al een abonnement.',
    },
    {
      answer: () => new HttpResponse(null, { status: 500 }),
      message: 'Fout bij het starten van de betalingssessie',
    },
  ])('shows "$message" when checkout fails, and the choice stays usable', async ({ answer, message }) => {
    server.use(http.post(CHECKOUT_URL, answer));
    const { user, choice } = await openPeriodChoice();
    await user.click(within(choice).getByRole('button', { name: /^Maandelijks/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(assign()).not.toHaveBeenCalled();
    expect(within(choice).getByRole('button', { name: /^Maandelijks/ })).toBeEnabled();
  });
});

describe('BillingSection: scrollToBilling', () => {
  it('focuses the section when opened with scrollToBilling state', async () => {
    const { router } = renderSection('gratis@tenderwijzer.be');
    await waitForDetails();
    const section = screen.getByRole('region', { name: 'Facturering' });
    expect(section).toHaveAttribute('id', 'facturering');
    expect(section).not.toHaveFocus();

    await act(() => router.navigate('/', { state: { scrollToBilling: true } }));
    expect(section).toHaveFocus();
  });
});
