import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { TIMINGS } from '@/config/constants';
import { env } from '@/config/env';
import { db } from '@/mocks/db';
import { server } from '@/mocks/server';
import { readMailto } from '@tests/utils/mailto';
import { renderWithProviders } from '@tests/utils/render';
import { ChatWindowWithDraft } from '@tests/utils/chat-window';

const USER = 'demo@tenderwijzer.be';
/** Seeded with two questions and answers for the demo user. */
const WITH_HISTORY = 50;
const SEND_ERROR = 'Er ging iets mis bij het verzenden van uw bericht. Probeer het opnieuw.';

function emptyHistoryTenderId(): number {
  const tender = db.tenders.find((row) => row.id !== WITH_HISTORY && row.submissionDeadline !== null);
  if (!tender) throw new Error('no seeded tender');
  return tender.id;
}

function renderChat(tenderId: number) {
  return renderWithProviders(<ChatWindowWithDraft tenderId={tenderId} tenderName="Communicatiediensten" />, {
    user: USER,
  });
}

const chatUrl = (id: number) => `${env.API_URL}/${endpoints.tenders.chat(id)}`;
const input = () => screen.getByRole('textbox', { name: 'Je vraag' });
const sendButton = () => screen.getByRole('button', { name: 'Versturen' });
const log = () => screen.getByRole('log', { name: 'Gesprek met de assistent' });

describe('ChatWindow', () => {
  it('shows the history: the user’s questions as text, the assistant’s replies as markdown', async () => {
    renderChat(WITH_HISTORY);
    expect(await within(log()).findByText('Wat is de deadline?')).toBeInTheDocument();
    expect(within(log()).getAllByText('Jij:', { exact: false })).toHaveLength(2);
    expect(within(log()).getAllByText('Assistent:', { exact: false })).toHaveLength(2);
    expect(log().querySelector('blockquote')).not.toBeNull();
    expect(log()).toHaveClass('h-96');
  });

  it('keeps the send button disabled while the input is empty or blank', async () => {
    const user = userEvent.setup();
    renderChat(WITH_HISTORY);
    expect(sendButton()).toBeDisabled();
    await user.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(input(), 'Budget?');
    expect(sendButton()).toBeEnabled();
  });

  it('sends with Enter: the question shows at once with a typing indicator, then the reply from the tender', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tenderId = emptyHistoryTenderId();
    server.use(
      http.post(
        chatUrl(tenderId),
        async () => {
          await gate;
          return undefined;
        },
        { once: true },
      ),
    );
    renderChat(tenderId);
    await screen.findByText(/Stel een vraag over deze aanbesteding/);
    await user.type(input(), 'Wat is de deadline?{Enter}');

    expect(within(log()).getByText('Wat is de deadline?')).toBeInTheDocument();
    expect(screen.getByText('De assistent typt...')).toBeInTheDocument();
    expect(input()).toHaveValue('');
    release();

    expect(await within(log()).findByText('Uit het tabblad', { exact: false })).toBeInTheDocument();
    expect(within(log()).getByText('Planning en deadlines')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('De assistent typt...')).not.toBeInTheDocument());
  });

  it('sends with the button too', async () => {
    const user = userEvent.setup();
    renderChat(emptyHistoryTenderId());
    await screen.findByText(/Stel een vraag over deze aanbesteding/);
    await user.type(input(), 'Wat is het budget?');
    await user.click(sendButton());
    expect(await within(log()).findAllByText('Assistent:', { exact: false })).toHaveLength(1);
  });

  it('offline says it needs a connection and keeps the typed question until it can be sent', async () => {
    const user = userEvent.setup();
    const tenderId = emptyHistoryTenderId();
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') sent.push(request.url);
    });
    renderChat(tenderId);
    await screen.findByText(/Stel een vraag over deze aanbesteding/);
    const online = vi.spyOn(Navigator.prototype, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await user.type(input(), 'Wat is het budget?{Enter}');

    expect(screen.getByRole('status')).toHaveTextContent(/De assistent heeft een internetverbinding nodig/);
    expect(sendButton()).toBeDisabled();
    expect(input()).toHaveValue('Wat is het budget?');
    expect(sent).toEqual([]);

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await user.click(sendButton());
    expect(await within(log()).findByText('Wat is het budget?')).toBeInTheDocument();
  });

  it('on failure says so, removes the question and puts the typed text back', async () => {
    const user = userEvent.setup();
    const tenderId = emptyHistoryTenderId();
    server.use(http.post(chatUrl(tenderId), () => HttpResponse.json({ detail: 'Kapot.' }, { status: 500 })));
    renderChat(tenderId);
    await screen.findByText(/Stel een vraag over deze aanbesteding/);
    await user.type(input(), 'Hoe lang loopt de opdracht?{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_ERROR);
    expect(within(log()).queryByText('Hoe lang loopt de opdracht?')).not.toBeInTheDocument();
    expect(input()).toHaveValue('Hoe lang loopt de opdracht?');
    expect(input()).toHaveFocus();

    server.resetHandlers();
    await user.click(sendButton());
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await within(log()).findByText('Hoe lang loopt de opdracht?')).toBeInTheDocument();
  });

  describe("'Krijg persoonlijke hulp'", () => {
    it('shows at once when the history holds messages, as a mail draft about this tender', async () => {
      renderChat(WITH_HISTORY);
      const link = await screen.findByRole('link', { name: 'Krijg persoonlijke hulp' });
      const url = new URL(link.getAttribute('href') ?? '');
      expect(url.protocol).toBe('mailto:');
      expect(url.searchParams.get('subject')).toBe(`Persoonlijke hulp bij aanbesteding ${WITH_HISTORY}`);
      expect(url.searchParams.get('body')).toContain(`Aanbesteding-ID: ${WITH_HISTORY}`);
    });

    it('keeps quotes, ampersands, "?", "#" and line breaks of the tender name inside the mail (RFC 6068)', async () => {
      const name = 'Bouw "Zuid" & renovatie? Lot #2\nfase 1 + 2';
      renderWithProviders(<ChatWindowWithDraft tenderId={WITH_HISTORY} tenderName={name} />, { user: USER });
      const link = await screen.findByRole('link', { name: 'Krijg persoonlijke hulp' });
      const mail = readMailto(link.getAttribute('href') ?? '');
      expect(mail.subject).toBe(`Persoonlijke hulp bij aanbesteding ${WITH_HISTORY}`);
      expect(mail.body).toContain(`Naam: ${name}\nLink: `);
      expect(mail.body?.endsWith('Mijn vraag:\n')).toBe(true);
    });

    it('shows 3 s after an empty history is cached', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      renderChat(emptyHistoryTenderId());
      await screen.findByText(/Stel een vraag over deze aanbesteding/);
      await act(() => vi.advanceTimersByTimeAsync(TIMINGS.personalHelpDelay - 100));
      expect(screen.queryByRole('link', { name: 'Krijg persoonlijke hulp' })).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(screen.getByRole('link', { name: 'Krijg persoonlijke hulp' })).toBeInTheDocument();
    });

    it('does not show while the history has never loaded', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const tenderId = emptyHistoryTenderId();
      server.use(
        http.get(`${env.API_URL}/${endpoints.tenders.chatHistory(tenderId)}`, () =>
          HttpResponse.json({ detail: 'Kapot.' }, { status: 500 }),
        ),
      );
      renderChat(tenderId);
      expect(await screen.findByText('Het gesprek kon niet geladen worden.')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(TIMINGS.personalHelpDelay * 2));
      expect(screen.queryByRole('link', { name: 'Krijg persoonlijke hulp' })).not.toBeInTheDocument();
    });
  });
});
