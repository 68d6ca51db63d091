import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { db } from '@/mocks/db';
import { server } from '@/mocks/server';
import { captureDownloads, parseIcs } from '@tests/utils/download';
import { fakeMediaQueryList } from '@tests/utils/media-query';
import { renderApp } from '@tests/utils/render';
import { bidEndpoints } from '@/features/bids/logged-in/endpoints';
import type { PipelineBid } from '../api/get-pipeline';
import { bidKeys } from '@/features/bids/logged-in/keys';
import { saveSheetAction } from '../api/save-sheet';
import { brusselsToday } from '../lib/calendar-days';

// The page, the app's layout and the board are lazy chunks: load them once up front, so a slow first import
// on a busy machine cannot use up a test's wait for its heading.
beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/app-shell'),
    import('@/pages/bids-page'),
    import('./pipeline-board'),
    import('./pipeline-list'),
    import('./move-menu'),
  ]);
}, 60_000);

const DEMO = 'demo@tenderwijzer.be';
const LIST_URL = `${env.API_URL}/${bidEndpoints.list}`;
const tenderName = (id: number) => db.tenders.find((row) => row.id === id)?.displayName ?? '';
const storedBid = (tenderId: number) => db.bids.find((bid) => bid.tenderId === tenderId && bid.userId === 1);

/** A window of 1024 px or wider: the board. */
function onDesktop() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => fakeMediaQueryList(query, query.includes('min-width')));
}

const STAGES = ['Interessant', 'Beoordelen', 'Go', 'In voorbereiding', 'Ingediend', 'Gewonnen', 'Verloren', 'No-go'];
const column = (stage: string) => screen.getByRole('group', { name: stage });
const titlesIn = (element: HTMLElement) =>
  within(element)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const card = (stage: string, name: string) => within(column(stage)).getByRole('article', { name });

/** Renders /bids and waits for the board (its first column) or the list (its stages). */
async function renderPipeline(url = '/bids', user = DEMO) {
  const events = userEvent.setup();
  const rendered = renderApp(url, { user });
  const isBoard = window.matchMedia('(min-width: 1024px)').matches;
  await screen.findByRole('group', { name: isBoard ? 'Interessant' : 'Fase' }, { timeout: 10_000 });
  return { user: events, ...rendered };
}

/** Opens a card's 'Verplaats naar…' (its menu loads on first use) and picks a stage. */
async function moveByMenu(user: ReturnType<typeof userEvent.setup>, article: HTMLElement, stage: string) {
  await user.click(within(article).getByRole('button', { name: 'Verplaats naar…' }));
  const menu = await screen.findByRole('menu', {}, { timeout: 4000 });
  await user.click(within(menu).getByRole('menuitem', { name: stage }));
}

/** A list answer of the extension: Bids of real tenders, with their 'Minimum price' and deadline as given. */
function listOf(bids: { id: number; status: string; price: string | null; deadline: string | null }[]) {
  return {
    count: bids.length,
    next: null,
    previous: null,
    results: bids.map(({ id, status, price, deadline }) => ({
      tenderId: id,
      status,
      version: 1,
      updatedAt: '2026-11-25T10:00:00Z',
      decision: { outcome: null, reason: '' },
      deadline,
      sheet: {},
      tender: {
        id,
        displayName: `Opdracht ${id}`,
        organization: 'Stad Gent',
        labels: price === null ? [] : [{ id, type: 'Minimum price', value: price }],
        analysis: null,
        daysRemaining: null,
        submissionDate: '',
      },
    })),
  };
}

describe('the bid pipeline on a large screen', { timeout: 30_000 }, () => {
  it('shows each stage with its count and value, a tender without a value counted as € 0, cards by deadline', async () => {
    onDesktop();
    server.use(
      http.get(LIST_URL, () =>
        HttpResponse.json(
          listOf([
            { id: 1, status: 'interested', price: '100000', deadline: null },
            { id: 2, status: 'interested', price: '25.000,40', deadline: '2027-03-01' },
            { id: 3, status: 'interested', price: 'None', deadline: '2027-02-01' },
            { id: 4, status: 'won', price: null, deadline: '2026-10-01' },
          ]),
        ),
      ),
    );
    await renderPipeline();
    const stages = STAGES.map((stage) => column(stage));
    // In this order on the page.
    for (const [index, stage] of stages.entries())
      if (index > 0) expect(stages[index - 1]?.compareDocumentPosition(stage)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const interested = column('Interessant');
    expect(interested).toHaveTextContent('3 aanbestedingen');
    expect(interested).toHaveTextContent('Geschatte waarde € 125.000');
    expect(interested).toHaveTextContent('1 zonder waarde, telt als € 0');
    expect(titlesIn(interested)).toEqual(['Opdracht 3', 'Opdracht 2', 'Opdracht 1']);
    expect(card('Interessant', 'Opdracht 3')).toHaveTextContent('Geen waarde vermeld');
    expect(card('Interessant', 'Opdracht 1')).toHaveTextContent('Geen datum');
    const won = column('Gewonnen');
    expect(won).toHaveTextContent('1 aanbesteding');
    expect(won).toHaveTextContent('Geschatte waarde € 0');
    expect(won).toHaveTextContent('1 zonder waarde, telt als € 0');
    expect(column('Verloren')).toHaveTextContent('0 aanbestedingen');
    expect(column('Verloren')).toHaveTextContent('Nog geen aanbestedingen in deze fase.');
  });

  it('moves a card at once, and puts it back with a toast when the save fails', async () => {
    onDesktop();
    const name = tenderName(26);
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.put(`${env.API_URL}/${bidEndpoints.one(26)}`, async () => {
        await answered;
        return HttpResponse.json({ detail: 'Database onbereikbaar' }, { status: 400 });
      }),
    );
    const { user } = await renderPipeline();
    await moveByMenu(user, card('Interessant', name), 'Go');
    // Optimistic: in Go before the server has answered.
    expect(card('Go', name)).toBeInTheDocument();
    expect(within(column('Interessant')).queryByRole('article', { name })).not.toBeInTheDocument();
    release();
    expect(await screen.findByText(`Kon ${name} niet verplaatsen: Database onbereikbaar`)).toBeInTheDocument();
    expect(card('Interessant', name)).toBeInTheDocument();
    expect(within(column('Go')).queryByRole('article', { name })).not.toBeInTheDocument();
    expect(storedBid(26)?.status).toBe('interested');
  });

  it('stores a move with the version it read, and the menu keeps the focus on the moved card', async () => {
    onDesktop();
    const name = tenderName(16);
    const bodies: { status: string; version: number }[] = [];
    server.use(
      http.put(`${env.API_URL}/${bidEndpoints.one(16)}`, async ({ request }) => {
        bodies.push((await request.clone().json()) as (typeof bodies)[number]);
      }),
    );
    const { user } = await renderPipeline();
    await moveByMenu(user, card('Interessant', name), 'In voorbereiding');
    await waitFor(() => expect(storedBid(16)).toMatchObject({ status: 'preparing', version: 2 }));
    expect(bodies).toEqual([expect.objectContaining({ status: 'preparing', version: 1 })]);
    const moved = card('In voorbereiding', name);
    await waitFor(() => expect(within(moved).getByRole('button', { name: 'Verplaats naar…' })).toHaveFocus());
    expect(screen.getByText(`${name} staat nu bij In voorbereiding.`)).toBeInTheDocument();
  });

  it('sends back the fields of the Bid and its sheet that this build does not know when it moves a card', async () => {
    onDesktop();
    const row = storedBid(16)!;
    // What a newer build stored: a field of the Bid and a part of the sheet this one has never heard of.
    Object.assign(row, {
      owner: 'An Peeters',
      sheet: { ...(row.sheet as object), risks: [{ text: 'Krappe planning' }] },
    });
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.put(`${env.API_URL}/${bidEndpoints.one(16)}`, async ({ request }) => {
        bodies.push((await request.clone().json()) as Record<string, unknown>);
      }),
    );
    const { user } = await renderPipeline();
    await moveByMenu(user, card('Interessant', tenderName(16)), 'Beoordelen');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ owner: 'An Peeters', sheet: { risks: [{ text: 'Krappe planning' }] } });
    expect(bodies[0]).not.toHaveProperty('tender');
  });

  it('on a 409 shows the stored Bid in its stage and says so', async () => {
    onDesktop();
    const name = tenderName(34);
    server.use(
      http.put(`${env.API_URL}/${bidEndpoints.one(34)}`, () => {
        const stored = storedBid(34);
        const { userId: _userId, ...current } = { ...stored!, status: 'won' as const, version: 4 };
        return HttpResponse.json({ detail: 'Gewijzigd', current }, { status: 409 });
      }),
    );
    const { user } = await renderPipeline();
    await moveByMenu(user, card('Beoordelen', name), 'Go');
    expect(
      await screen.findByText(
        `${name} werd intussen in een ander tabblad of door een collega gewijzigd. De opgeslagen stand is geladen: Gewonnen.`,
      ),
    ).toBeInTheDocument();
    expect(card('Gewonnen', name)).toBeInTheDocument();
    expect(within(column('Go')).queryByRole('article', { name })).not.toBeInTheDocument();
  });

  it('exports the deadlines still to come with their plans to one calendar file', async () => {
    onDesktop();
    const { downloads } = captureDownloads();
    const { user } = await renderPipeline();
    const deadlines = screen.getByRole('region', { name: 'Deadlines in zicht' });
    expect(within(deadlines).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(deadlines).getByRole('button', { name: 'Alles in agenda' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [download] = downloads;
    expect(download?.fileName).toBe('deadlines-mijn-biedingen.ics');
    const { events } = await parseIcs(download!);
    const today = brusselsToday(new Date());
    // Every event from today on; a submission for each tender of the working stages with a deadline ahead.
    expect(events.every((event) => event.startDate.toString().slice(0, 10) >= today)).toBe(true);
    const submissions = events.filter((event) => event.summary.startsWith('Indiening: '));
    expect(submissions.map((event) => event.summary).sort()).toEqual(
      [34, 19, 26, 16, 5, 24].map((id) => `Indiening: ${tenderName(id)}`).sort(),
    );
    expect(events.length).toBeGreaterThan(submissions.length);
    expect(await screen.findByText(`${events.length} datums in het agendabestand.`)).toBeInTheDocument();
  });

  it('outlines the card of ?bid= and gives it the focus', async () => {
    onDesktop();
    await renderPipeline('/bids?bid=24');
    const title = within(card('In voorbereiding', tenderName(24))).getByRole('link', { name: tenderName(24) });
    await waitFor(() => expect(title).toHaveFocus());
  });
});

describe('the bid pipeline on a phone', { timeout: 30_000 }, () => {
  it('shows the stages with their counts and moves a card by its menu, the focus on the next card', async () => {
    const { user } = await renderPipeline();
    const stages = screen.getByRole('group', { name: 'Fase' });
    const counts = [3, 2, 1, 1, 1, 1, 1, 1];
    expect(within(stages).getAllByRole('radio')).toHaveLength(STAGES.length);
    for (const [index, stage] of STAGES.entries())
      expect(within(stages).getByRole('radio', { name: `${stage} (${counts[index]})` })).toBeInTheDocument();
    expect(within(stages).getByRole('radio', { name: 'Interessant (3)' })).toBeChecked();
    const list = screen.getByRole('list', { name: 'Interessant' });
    const [first, second] = within(list).getAllByRole('article');
    await moveByMenu(user, first!, 'Beoordelen');
    await waitFor(() => expect(within(second!).getByRole('button', { name: 'Verplaats naar…' })).toHaveFocus());
    expect(within(stages).getByRole('radio', { name: 'Beoordelen (3)' })).toBeInTheDocument();
    expect(within(stages).getByRole('radio', { name: 'Interessant (2)' })).toBeChecked();
    await user.click(within(stages).getByText('Beoordelen (3)'));
    expect(within(screen.getByRole('list', { name: 'Beoordelen' })).getAllByRole('article')).toHaveLength(3);
  });
});

describe('the bid pipeline states', { timeout: 30_000 }, () => {
  it('explains how to add a tender when there is none', async () => {
    renderApp('/bids', { user: 'leeg@tenderwijzer.be' });
    const empty = await screen.findByRole(
      'region',
      { name: 'Nog geen aanbestedingen in je biedingen' },
      { timeout: 4000 },
    );
    expect(empty).toHaveTextContent('Toevoegen aan biedingen');
    expect(within(empty).getByRole('link', { name: 'Naar de feed' })).toHaveAttribute('href', '/tenders');
  });

  it('shows the error toast and the page error, and loads again on retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    let asked = 0;
    server.use(
      // The first call is the extension's probe, which must find it; the list fails after it.
      http.get(LIST_URL, () => {
        asked += 1;
        return fail && asked > 1 ? HttpResponse.json({ detail: 'Database onbereikbaar' }, { status: 500 }) : undefined;
      }),
    );
    renderApp('/bids', { user: DEMO });
    expect(
      await screen.findByText('Kon je biedingen niet laden: Database onbereikbaar', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Fout bij het laden van je biedingen: Database onbereikbaar Probeer het later opnieuw.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('group', { name: 'Fase' }, { timeout: 4000 })).toBeInTheDocument();
  });
});

/** The browser's connection changes: navigator.onLine and the event React Query listens to. */
function setOnline(online: boolean) {
  vi.spyOn(Navigator.prototype, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** Records every PUT of a Bid, then lets the simulated backend answer it (a resolver without a response falls through). */
function recordPuts() {
  const bodies: { tenderId: number; status: string; version: number }[] = [];
  server.use(
    http.put(`${env.API_URL}/bids/:tenderId/`, async ({ request }) => {
      const { tenderId, status, version } = (await request.clone().json()) as (typeof bodies)[number];
      bodies.push({ tenderId, status, version });
    }),
  );
  return bodies;
}

const WAITING = 'Verplaatsen wacht op verbinding';

describe('the bid pipeline offline', { timeout: 30_000 }, () => {
  afterEach(() => {
    // React Query's onlineManager follows the events: the next test (same worker) starts online.
    setOnline(true);
  });

  it('keeps moves made offline on the board, marked as waiting, and sends each card once, in order, when back', async () => {
    onDesktop();
    const [first, second] = [tenderName(26), tenderName(16)];
    const bodies = recordPuts();
    const { user } = await renderPipeline();
    setOnline(false);
    await moveByMenu(user, card('Interessant', first), 'Go');
    expect(card('Go', first)).toHaveTextContent(WAITING);
    await moveByMenu(user, card('Interessant', second), 'Beoordelen');
    // A second move of the first card replaces its waiting one: only the last is sent.
    await moveByMenu(user, card('Go', first), 'In voorbereiding');
    expect(card('In voorbereiding', first)).toHaveTextContent(WAITING);
    expect(card('Beoordelen', second)).toHaveTextContent(WAITING);
    expect(within(column('Go')).queryByRole('article', { name: first })).not.toBeInTheDocument();
    expect(bodies).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(storedBid(26)).toMatchObject({ status: 'preparing', version: 2 }));
    await waitFor(() => expect(storedBid(16)).toMatchObject({ status: 'assessing', version: 2 }));
    expect(bodies).toEqual([
      { tenderId: 16, status: 'assessing', version: 1 },
      { tenderId: 26, status: 'preparing', version: 1 },
    ]);
    expect(card('In voorbereiding', first)).not.toHaveTextContent(WAITING);
    expect(card('Beoordelen', second)).not.toHaveTextContent(WAITING);
  });

  it('puts a waiting move back where the card was before it went offline, with the toast, when it fails once sent', async () => {
    onDesktop();
    const name = tenderName(26);
    server.use(
      http.put(`${env.API_URL}/${bidEndpoints.one(26)}`, () =>
        HttpResponse.json({ detail: 'Database onbereikbaar' }, { status: 400 }),
      ),
    );
    const { user } = await renderPipeline();
    setOnline(false);
    await moveByMenu(user, card('Interessant', name), 'Go');
    await moveByMenu(user, card('Go', name), 'In voorbereiding');
    expect(card('In voorbereiding', name)).toHaveTextContent(WAITING);

    setOnline(true);
    expect(await screen.findByText(`Kon ${name} niet verplaatsen: Database onbereikbaar`)).toBeInTheDocument();
    expect(card('Interessant', name)).not.toHaveTextContent(WAITING);
    expect(within(column('In voorbereiding')).queryByRole('article', { name })).not.toBeInTheDocument();
    expect(within(column('Go')).queryByRole('article', { name })).not.toBeInTheDocument();
    expect(storedBid(26)?.status).toBe('interested');
  });

  it('on a 409 once sent shows the stored Bid in its stage and says so', async () => {
    onDesktop();
    const name = tenderName(34);
    const { user } = await renderPipeline();
    setOnline(false);
    await moveByMenu(user, card('Beoordelen', name), 'Go');
    // Meanwhile a colleague marks it won.
    const stored = storedBid(34)!;
    Object.assign(stored, { status: 'won', version: stored.version + 1 });

    setOnline(true);
    expect(
      await screen.findByText(
        `${name} werd intussen in een ander tabblad of door een collega gewijzigd. De opgeslagen stand is geladen: Gewonnen.`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(card('Gewonnen', name)).toBeInTheDocument());
    expect(within(column('Go')).queryByRole('article', { name })).not.toBeInTheDocument();
    expect(storedBid(34)?.status).toBe('won');
  });

  it('shows a Go recorded on the sheet offline in the Go stage, marked as waiting, and keeps it there once stored', async () => {
    onDesktop();
    const name = tenderName(26);
    const { queryClient } = await renderPipeline();
    const {
      tender: _tender,
      updatedAt: _updatedAt,
      ...bid
    } = queryClient.getQueryData<PipelineBid[]>(bidKeys.list())!.find((row) => row.tenderId === 26)!;
    setOnline(false);
    // The sheet's autosave after a Go is recorded (useBidSaver, statusAfterDecision), made on its page.
    act(() => {
      const body = { ...bid, status: 'go' as const, decision: { outcome: 'go' as const, reason: '' } };
      void queryClient.getMutationCache().build(queryClient, saveSheetAction).execute({ body, edit: 'go' });
    });
    expect(card('Go', name)).toHaveTextContent('Go/no-go-blad wacht op verbinding');
    expect(within(column('Interessant')).queryByRole('article', { name })).not.toBeInTheDocument();

    setOnline(true);
    await waitFor(() => expect(storedBid(26)).toMatchObject({ status: 'go', version: 2 }));
    await waitFor(() => expect(card('Go', name)).not.toHaveTextContent('Go/no-go-blad wacht op verbinding'));
    expect(within(column('Interessant')).queryByRole('article', { name })).not.toBeInTheDocument();
  });
});
