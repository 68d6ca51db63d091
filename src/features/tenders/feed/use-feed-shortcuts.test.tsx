import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import type { FeedKind } from '@/features/tenders/logged-in/keys';
import { TenderFeed } from '@/features/tenders/feed/tender-feed';
import { server } from '@/mocks/server';
import { fakeMediaQueryList } from '@tests/utils/media-query';
import { renderApp, renderWithProviders } from '@tests/utils/render';
import { feedPage, type FeedRow } from '@tests/utils/fake-feed';

const api = (path: string) => `${env.API_URL}/${path}`;

/** The feeds and interact call over `count` tenders named 'Opdracht N', `pageSize` per page. */
function feedBackend(count: number, { pageSize = 5 } = {}) {
  const rows = new Map<number, FeedRow>(
    Array.from({ length: count }, (_, index) => [index + 1, { id: index + 1, isSaved: false, isRejected: false }]),
  );
  const interactions: { id: number; action: string }[] = [];
  let failInteract = false;
  const page = (request: Request, filter: (row: FeedRow) => boolean) =>
    feedPage(request, [...rows.values()].filter(filter), pageSize);
  server.use(
    http.get(api(endpoints.tenders.matched), ({ request }) => page(request, (row) => !row.isRejected)),
    http.get(api(endpoints.tenders.saved), ({ request }) => page(request, (row) => row.isSaved)),
    http.post(api('tenders/:id/interact/'), async ({ params, request }) => {
      const { action } = (await request.json()) as { action: 'save' | 'reject' };
      interactions.push({ id: Number(params.id), action });
      if (failInteract) return HttpResponse.json({ detail: 'Serverfout' }, { status: 400 });
      const row = rows.get(Number(params.id));
      if (!row) return HttpResponse.json({ detail: 'Niet gevonden' }, { status: 404 });
      if (action === 'save') row.isSaved = !row.isSaved;
      else row.isRejected = !row.isRejected;
      return HttpResponse.json({ action, isSaved: row.isSaved, isRejected: row.isRejected });
    }),
  );
  return {
    rows,
    interactions,
    failInteract() {
      failInteract = true;
    },
  };
}

const DEMO = 'demo@tenderwijzer.be';
const FREE = 'gratis@tenderwijzer.be';
const SLOW = { timeout: 15_000 };

function renderFeed(kind: FeedKind = 'main', { hasFullAccess = true, before = null as ReactNode } = {}) {
  const url = kind === 'main' ? '/tenders' : `/tenders/${kind}`;
  return renderWithProviders(
    <>
      {before}
      <TenderFeed kind={kind} title="Feed" hasFullAccess={hasFullAccess} />
    </>,
    { user: hasFullAccess ? DEMO : FREE, path: url, url },
  );
}

const card = (name: string) => screen.getByRole('article', { name });
const viewLink = (name: string) => within(card(name)).getByRole('link', { name: 'BEKIJK' });
const toggle = (name: string, button: 'Bewaren' | 'Verwerpen') =>
  within(card(name)).getByRole('button', { name: button });

/** Waits for `text` in the shortcuts' polite live region (the first visually hidden status; the filter bar's comes after). */
async function expectAnnounced(text: string) {
  await waitFor(() =>
    expect(screen.getAllByRole('status').find((region) => region.classList.contains('sr-only'))).toHaveTextContent(
      text,
    ),
  );
}

beforeEach(() => {
  // Rejected cards leave at once, without the 0.5 s animation: the tests look at focus and state.
  vi.stubGlobal('matchMedia', (query: string) => fakeMediaQueryList(query, query.includes('prefers-reduced-motion')));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('keyboard triage on the feed', SLOW, () => {
  it('moves between cards with j and k, focusing each card BEKIJK and scrolling the card into view', async () => {
    const user = userEvent.setup();
    feedBackend(3);
    renderFeed();
    await screen.findByRole('feed');
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await user.keyboard('j');
    expect(viewLink('Opdracht 1')).toHaveFocus();
    expect(scrolled).toHaveBeenLastCalledWith(expect.objectContaining({ block: 'nearest' }));
    expect(scrolled.mock.contexts.at(-1)).toBe(card('Opdracht 1'));
    await user.keyboard('jj');
    expect(viewLink('Opdracht 3')).toHaveFocus();
    await user.keyboard('k');
    expect(viewLink('Opdracht 2')).toHaveFocus();
    await user.keyboard('kk');
    expect(viewLink('Opdracht 1')).toHaveFocus();
  });

  it('continues from the card that has the focus, also when the mouse put it there', async () => {
    const user = userEvent.setup();
    feedBackend(3);
    renderFeed();
    await screen.findByRole('feed');
    await user.click(toggle('Opdracht 2', 'Bewaren'));
    await user.keyboard('j');
    expect(viewLink('Opdracht 3')).toHaveFocus();
  });

  it('loads the next page with j on the last card and moves on to its first card', async () => {
    const user = userEvent.setup();
    feedBackend(7, { pageSize: 5 });
    renderFeed();
    await screen.findByRole('feed');
    await user.keyboard('jjjjj');
    expect(viewLink('Opdracht 5')).toHaveFocus();
    await user.keyboard('j');
    await waitFor(() => expect(viewLink('Opdracht 6')).toHaveFocus());
  });

  it('says so when j is pressed on the last card of the feed', async () => {
    const user = userEvent.setup();
    feedBackend(2);
    renderFeed();
    await screen.findByRole('feed');
    await user.keyboard('jjj');
    expect(viewLink('Opdracht 2')).toHaveFocus();
    await expectAnnounced('Geen aanbestedingen meer gevonden');
  });

  it('opens the focused tender with Enter', async () => {
    const user = userEvent.setup();
    feedBackend(3);
    const { router } = renderFeed();
    await screen.findByRole('feed');
    await user.keyboard('jj{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tenders/2/info'));
  });

  it('saves the focused tender with s and announces it; s again takes it back', async () => {
    const user = userEvent.setup();
    const backend = feedBackend(3);
    renderFeed();
    await screen.findByRole('feed');
    await user.keyboard('js');
    expect(toggle('Opdracht 1', 'Bewaren')).toHaveAttribute('aria-pressed', 'true');
    await expectAnnounced('Aanbesteding bewaard: Opdracht 1');
    expect(await screen.findByText('Aanbesteding succesvol opgeslagen!')).toBeInTheDocument();
    expect(backend.rows.get(1)?.isSaved).toBe(true);
    await user.keyboard('s');
    await expectAnnounced('Aanbesteding niet langer bewaard: Opdracht 1');
    await waitFor(() => expect(backend.rows.get(1)?.isSaved).toBe(false));
    expect(viewLink('Opdracht 1')).toHaveFocus();
  });

  it('rejects the focused tender with r, announces it, and hands the focus to the next card', async () => {
    const user = userEvent.setup();
    const backend = feedBackend(3);
    renderFeed();
    await screen.findByRole('feed');
    await user.keyboard('jjr');
    await expectAnnounced('Aanbesteding verworpen: Opdracht 2');
    expect(screen.queryByRole('article', { name: 'Opdracht 2' })).not.toBeInTheDocument();
    expect(viewLink('Opdracht 3')).toHaveFocus();
    await waitFor(() => expect(backend.rows.get(2)?.isRejected).toBe(true));
  });

  it('asks to pick a tender first when s or r is pressed with no card focused', async () => {
    const user = userEvent.setup();
    const backend = feedBackend(2);
    renderFeed();
    await screen.findByRole('feed');
    await user.keyboard('s');
    await expectAnnounced('Kies eerst een aanbesteding met j of k.');
    expect(backend.interactions).toEqual([]);
  });

  it('undoes a keyboard reject with u: the card comes back, focused, and un-rejected on the server', async () => {
    const user = userEvent.setup();
    const backend = feedBackend(3);
    renderFeed();
    await screen.findByRole('feed');
    await user.keyboard('jr');
    await waitFor(() => expect(backend.rows.get(1)?.isRejected).toBe(true));
    expect(screen.queryByRole('article', { name: 'Opdracht 1' })).not.toBeInTheDocument();
    await user.keyboard('u');
    await expectAnnounced('Ongedaan gemaakt: Opdracht 1');
    await waitFor(() => expect(viewLink('Opdracht 1')).toHaveFocus());
    expect(toggle('Opdracht 1', 'Verwerpen')).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(backend.rows.get(1)?.isRejected).toBe(false));
    expect(backend.interactions).toEqual([
      { id: 1, action: 'reject' },
      { id: 1, action: 'reject' },
    ]);
  });

  it('undoes the last save made with the mouse, once', async () => {
    const user = userEvent.setup();
    const backend = feedBackend(3);
    renderFeed();
    await screen.findByRole('feed');
    await user.click(toggle('Opdracht 3', 'Bewaren'));
    await waitFor(() => expect(backend.rows.get(3)?.isSaved).toBe(true));
    await user.keyboard('u');
    await expectAnnounced('Ongedaan gemaakt: Opdracht 3');
    await waitFor(() => expect(toggle('Opdracht 3', 'Bewaren')).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(backend.rows.get(3)?.isSaved).toBe(false));
    await user.keyboard('u');
    await expectAnnounced('Niets om ongedaan te maken');
    expect(backend.interactions).toHaveLength(2);
  });

  it('has nothing to undo after a save the server refused and that was rolled back', async () => {
    const user = userEvent.setup();
    const backend = feedBackend(2);
    renderFeed();
    await screen.findByRole('feed');
    backend.failInteract();
    await user.keyboard('js');
    expect(await screen.findByText('Kon niet interageren met aanbesteding: opslaan Serverfout')).toBeInTheDocument();
    await waitFor(() => expect(toggle('Opdracht 1', 'Bewaren')).toHaveAttribute('aria-pressed', 'false'));
    await user.keyboard('u');
    await expectAnnounced('Niets om ongedaan te maken');
    expect(backend.interactions).toHaveLength(1);
  });

  it('brings back a tender unsaved in the saved feed with u', async () => {
    const user = userEvent.setup();
    const backend = feedBackend(3);
    backend.rows.get(1)!.isSaved = true;
    backend.rows.get(2)!.isSaved = true;
    renderFeed('saved');
    await screen.findByRole('feed');
    await user.keyboard('js');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Opdracht 1' })).not.toBeInTheDocument());
    await user.keyboard('u');
    await expectAnnounced('Ongedaan gemaakt: Opdracht 1');
    expect(await screen.findByRole('article', { name: 'Opdracht 1' })).toBeInTheDocument();
    await waitFor(() => expect(viewLink('Opdracht 1')).toHaveFocus());
    expect(backend.rows.get(1)?.isSaved).toBe(true);
  });

  it('leaves the keys alone while typing in a field', async () => {
    const user = userEvent.setup();
    const backend = feedBackend(3);
    renderFeed('main', {
      before: (
        <>
          <input aria-label="Zoeken" />
          <textarea aria-label="Notitie" />
          <select aria-label="Regio">
            <option>Antwerpen</option>
          </select>
          <div role="textbox" aria-label="Opmaak" contentEditable tabIndex={0} suppressContentEditableWarning />
        </>
      ),
    });
    await screen.findByRole('feed');
    await user.click(screen.getByRole('textbox', { name: 'Zoeken' }));
    await user.keyboard('jksru?');
    expect(screen.getByRole('textbox', { name: 'Zoeken' })).toHaveValue('jksru?');
    await user.click(screen.getByRole('textbox', { name: 'Notitie' }));
    await user.keyboard('js');
    expect(screen.getByRole('textbox', { name: 'Notitie' })).toHaveValue('js');
    screen.getByRole('combobox', { name: 'Regio' }).focus();
    await user.keyboard('j');
    expect(screen.getByRole('combobox', { name: 'Regio' })).toHaveFocus();
    await user.click(screen.getByRole('textbox', { name: 'Opmaak' }));
    await user.keyboard('jr');
    expect(screen.getByRole('textbox', { name: 'Opmaak' })).toHaveFocus();
    expect(backend.interactions).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the keys alone with Ctrl, Meta or Alt held', async () => {
    const user = userEvent.setup();
    const backend = feedBackend(3);
    renderFeed();
    await screen.findByRole('feed');
    await user.keyboard('j');
    await user.keyboard('{Control>}j{/Control}{Meta>}s{/Meta}{Alt>}r{/Alt}{Control>}u{/Control}');
    expect(viewLink('Opdracht 1')).toHaveFocus();
    expect(backend.interactions).toEqual([]);
  });

  it('shows the shortcuts with ? and with the header button, and ignores the keys while they show', async () => {
    const user = userEvent.setup();
    const backend = feedBackend(3);
    renderFeed();
    await screen.findByRole('feed');
    await user.keyboard('j?');
    const dialog = await screen.findByRole('dialog', { name: 'Sneltoetsen' });
    const rows: [key: string, text: string][] = [
      ['j', 'Volgende aanbesteding'],
      ['k', 'Vorige aanbesteding'],
      ['Enter', 'Gekozen aanbesteding openen'],
      ['s', 'Bewaren of niet langer bewaren'],
      ['r', 'Verwerpen of niet langer verwerpen'],
      ['u', 'Laatste keer bewaren of verwerpen ongedaan maken'],
      ['?', 'Deze sneltoetsen tonen'],
    ];
    for (const [key, text] of rows) {
      expect(within(dialog).getByText(text).previousElementSibling).toHaveTextContent(key);
    }
    await user.keyboard('sr');
    expect(backend.interactions).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(viewLink('Opdracht 1')).toHaveFocus();

    const button = screen.getByRole('button', { name: 'Sneltoetsen' });
    expect(button).toHaveAttribute('aria-keyshortcuts', '?');
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Sneltoetsen' })).toBeInTheDocument();
  });

  it('tells a demo user why s and r are blocked, with nothing to undo', async () => {
    const user = userEvent.setup();
    renderFeed('main', { hasFullAccess: false });
    await screen.findByRole('heading', { name: 'Demomodus' });
    await user.keyboard('j');
    expect(within(screen.getAllByRole('article')[0]!).getByRole('button', { name: 'BEKIJK' })).toHaveFocus();
    await user.keyboard('s');
    expect(
      await screen.findByText(
        'Tenderdetails bekijken, opslaan en afwijzen is enkel beschikbaar met een volledig abonnement.',
      ),
    ).toBeInTheDocument();
    await user.keyboard('u');
    await expectAnnounced('Niets om ongedaan te maken');
    expect(screen.queryByText(/^Aanbesteding bewaard/)).not.toBeInTheDocument();
  });
});

describe('keyboard triage in the app', SLOW, () => {
  it('ignores the keys while the Profiel menu is open', async () => {
    const user = userEvent.setup();
    const backend = feedBackend(3);
    renderApp('/tenders', { user: DEMO });
    await screen.findByRole('feed');
    await user.click(screen.getByRole('button', { name: 'Profiel' }));
    const menu = await screen.findByRole('menu');
    await user.keyboard('s');
    expect(menu).toBeInTheDocument();
    await act(async () => {});
    expect(backend.interactions).toEqual([]);
    expect(screen.queryByText('Kies eerst een aanbesteding met j of k.')).not.toBeInTheDocument();
  });
});
