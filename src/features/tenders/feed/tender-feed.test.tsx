import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { sampleTenders } from '@/features/tenders/data/sample-tenders';
import { server } from '@/mocks/server';
import { fakeMediaQueryList } from '@tests/utils/media-query';
import { expectCardCount } from '@tests/utils/feed-cards';
import { renderApp } from '@tests/utils/render';
import { feedPage, gate, held, type FeedRow } from '@tests/utils/fake-feed';

// The feed pages and the app's layout are lazy chunks: load them once up front, as routes.test.tsx does, so a
// slow first import on a busy machine cannot use up the first test's wait for its heading.
beforeAll(async () => {
  await Promise.all([
    import('@/app/layouts/app-shell'),
    import('@/pages/tenders/feed-page'),
    import('@/pages/tenders/saved-feed-page'),
  ]);
}, 60_000);

const api = (path: string) => `${env.API_URL}/${path}`;
/** The page shows `count` cards: the cards beyond the first screen join a frame after it (decision 112). */

/** An IntersectionObserver the test drives: `scrollToEnd()` brings every observed sentinel into view. */
class ControlledObserver {
  static instances = new Set<ControlledObserver>();
  readonly root = null;
  readonly thresholds = [];
  readonly rootMargin: string;
  private targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.rootMargin = options?.rootMargin ?? '';
    ControlledObserver.instances.add(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    ControlledObserver.instances.delete(this);
  }
  takeRecords() {
    return [];
  }
  static scrollToEnd() {
    act(() => {
      for (const observer of [...ControlledObserver.instances]) {
        const entries = observer.targets.map((target) => ({ isIntersecting: true, target }));
        observer.callback(entries as unknown as IntersectionObserverEntry[], observer as never);
      }
    });
  }
}

/**
 * A small stateful backend for the four feeds: `pageSize` per page, interact toggles the flags; `holdInteract()`
 * keeps interact answers back until released, so a test can look at the optimistic state.
 */
function feedBackend(count: number, { pageSize = 5 } = {}) {
  const rows = new Map<number, FeedRow>(
    Array.from({ length: count }, (_, index) => [index + 1, { id: index + 1, isSaved: false, isRejected: false }]),
  );
  const requests: URL[] = [];
  const interactGate = gate();
  const listGate = gate();
  let failInteract = false;
  let answerGate: Promise<void> | null = null;
  const page = async (request: Request, filter: (row: FeedRow) => boolean) => {
    requests.push(new URL(request.url));
    await listGate.passed();
    return feedPage(request, [...rows.values()].filter(filter), pageSize);
  };
  server.use(
    http.get(api(endpoints.tenders.matched), ({ request }) => page(request, (row) => !row.isRejected)),
    http.get(api(endpoints.tenders.unsorted), ({ request }) => page(request, (row) => !row.isRejected)),
    http.get(api(endpoints.tenders.saved), ({ request }) => page(request, (row) => row.isSaved)),
    http.get(api(endpoints.tenders.rejected), ({ request }) => page(request, (row) => row.isRejected)),
    http.get(api(endpoints.tenders.past), ({ request }) => page(request, () => false)),
    http.post(api('tenders/:id/interact/'), async ({ params, request }) => {
      await interactGate.passed();
      if (failInteract) return HttpResponse.json({ detail: 'Serverfout' }, { status: 400 });
      const { action } = (await request.json()) as { action: 'save' | 'reject' };
      const row = rows.get(Number(params.id));
      if (!row) return HttpResponse.json({ detail: 'Niet gevonden' }, { status: 404 });
      if (action === 'save') row.isSaved = !row.isSaved;
      else row.isRejected = !row.isRejected;
      const answer = { action, isSaved: row.isSaved, isRejected: row.isRejected };
      const delayed = answerGate;
      answerGate = null;
      if (delayed) await delayed;
      return HttpResponse.json(answer);
    }),
  );
  return {
    rows,
    requests,
    feedRequests: (path: string) => requests.filter((url) => url.pathname.endsWith(`/${path}`)),
    holdInteract: interactGate.hold,
    holdLists: listGate.hold,
    failInteract() {
      failInteract = true;
    },
    /** The next interact call changes the state at once but answers only when released (out of order). */
    delayNextAnswer() {
      const { promise, release } = held();
      answerGate = promise;
      return release;
    },
  };
}

function serveProfile({ completeness, processing }: { completeness: number; processing: boolean }) {
  server.use(
    http.get(api(endpoints.users.completeness), () => HttpResponse.json({ completenessPercentage: completeness })),
    http.get(api(endpoints.users.processingStatus), () => HttpResponse.json({ isProcessing: processing })),
  );
}

const DEMO = 'demo@tenderwijzer.be';
const FREE = 'gratis@tenderwijzer.be';

const feed = () => screen.findByRole('feed');
const card = (name: string) => screen.getByRole('article', { name });
const cardButton = (name: string, button: 'Bewaren' | 'Verwerpen') =>
  within(card(name)).getByRole('button', { name: button });

// Each test renders the whole app (layout, guards, lazy routes), which takes a few seconds on a busy machine.
const SLOW = { timeout: 15_000 };

/** Fake timers that still let MSW and React's own scheduling run, for the 0.5 s card exit. */
function fakeTimers() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

beforeEach(() => {
  ControlledObserver.instances.clear();
  vi.stubGlobal('IntersectionObserver', ControlledObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('feed pages', SLOW, () => {
  it.each([
    ['/tenders', 'Feed'],
    ['/tenders/saved', 'Bewaarde Aanbestedingen'],
    ['/tenders/rejected', 'Verworpen Aanbestedingen'],
    ['/tenders/past', 'Verleden Aanbestedingen'],
  ])('%s is titled %s', async (url, title) => {
    feedBackend(0);
    renderApp(url, { user: DEMO });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText('Geen aanbestedingen gevonden')).toBeInTheDocument();
  });

  it('shows card-shaped skeletons, announced as Loading..., until the feed arrives', async () => {
    feedBackend(2);
    renderApp('/tenders', { user: DEMO });
    const main = await screen.findByRole('main');
    // The page's code may still be loading first, under a spinner that says Loading... too.
    await waitFor(() =>
      expect(
        within(main).getByText('Loading...').closest('[role="status"]')?.querySelectorAll('.animate-pulse').length,
      ).toBeGreaterThan(3),
    );
    expect(await feed()).toBeInTheDocument();
    expect(within(main).queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('titles each card with an h2, the level right under the page title', async () => {
    feedBackend(2);
    renderApp('/tenders', { user: DEMO });
    const list = await feed();
    for (const article of within(list).getAllByRole('article')) {
      expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent(/^Opdracht \d+$/);
    }
    expect(within(list).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('asks matched-tenders/ by -overall_score in NL when the profile is complete, without banners', async () => {
    const backend = feedBackend(3);
    renderApp('/tenders', { user: DEMO });
    expect(await feed()).toBeInTheDocument();
    const [request] = backend.feedRequests(endpoints.tenders.matched);
    expect(request?.searchParams.get('ordering')).toBe('-overall_score');
    expect(request?.searchParams.get('language')).toBe('NL');
    expect(backend.feedRequests(endpoints.tenders.unsorted)).toHaveLength(0);
    expect(screen.queryByText('Profiel Incompleet')).not.toBeInTheDocument();
    await expectCardCount(3);
  });

  it("shows 'Profiel Incompleet' with the cards, not above the placeholders it would push down", async () => {
    serveProfile({ completeness: 60, processing: false });
    const backend = feedBackend(3);
    const release = backend.holdLists();
    renderApp('/tenders', { user: DEMO });
    await waitFor(() => expect(backend.feedRequests(endpoints.tenders.unsorted)).toHaveLength(1));
    expect(screen.getByRole('main')).toHaveTextContent('Loading...');
    expect(screen.queryByText('Profiel Incompleet')).not.toBeInTheDocument();
    release();
    expect(await feed()).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Profiel Incompleet');
  });

  it("asks tenders/unsorted/ by -publication_date with 'Profiel Incompleet' when the profile is incomplete", async () => {
    const user = userEvent.setup();
    serveProfile({ completeness: 60, processing: false });
    const backend = feedBackend(3);
    const { router } = renderApp('/tenders', { user: DEMO });
    expect(await feed()).toBeInTheDocument();
    expect(backend.feedRequests(endpoints.tenders.matched)).toHaveLength(0);
    expect(backend.feedRequests(endpoints.tenders.unsorted)[0]?.searchParams.get('ordering')).toBe('-publication_date');
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('Profiel Incompleet');
    await user.click(within(banner).getByRole('button', { name: 'Profiel Bijwerken' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/preferences'));
  });

  it("uses the unsorted feed with a non-dismissible info banner and 'Profiel Bekijken' while processing", async () => {
    const user = userEvent.setup();
    serveProfile({ completeness: 100, processing: true });
    const backend = feedBackend(2);
    const { router } = renderApp('/tenders', { user: DEMO });
    expect(await feed()).toBeInTheDocument();
    expect(backend.feedRequests(endpoints.tenders.matched)).toHaveLength(0);
    expect(backend.feedRequests(endpoints.tenders.unsorted)).not.toHaveLength(0);
    const banner = screen.getByText('Profiel wordt verwerkt').closest('[role="status"]');
    if (!(banner instanceof HTMLElement)) throw new Error('processing banner not found');
    expect(within(banner).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Profiel Bekijken' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/preferences'));
  });

  it('polls the processing status every 10 s and switches to the matched feed when processing ends', async () => {
    fakeTimers();
    let processing = true;
    server.use(http.get(api(endpoints.users.processingStatus), () => HttpResponse.json({ isProcessing: processing })));
    const backend = feedBackend(2);
    renderApp('/tenders', { user: DEMO });
    expect(await screen.findByText('Profiel wordt verwerkt')).toBeInTheDocument();
    expect(backend.feedRequests(endpoints.tenders.matched)).toHaveLength(0);
    processing = false;
    act(() => vi.advanceTimersByTime(10_000));
    await waitFor(() => expect(screen.queryByText('Profiel wordt verwerkt')).not.toBeInTheDocument());
    await waitFor(() => expect(backend.feedRequests(endpoints.tenders.matched)).not.toHaveLength(0));
    expect(await feed()).toBeInTheDocument();
  });

  it("shows 'Profiel Incompleet' and falls back to the unsorted feed on a 400 PROFILE_INCOMPLETE", async () => {
    const backend = feedBackend(2);
    server.use(
      http.get(api(endpoints.tenders.matched), () =>
        HttpResponse.json({ error_code: 'PROFILE_INCOMPLETE', detail: 'Profiel onvolledig' }, { status: 400 }),
      ),
    );
    renderApp('/tenders', { user: DEMO });
    expect(await feed()).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Profiel Incompleet');
    expect(backend.feedRequests(endpoints.tenders.unsorted)).not.toHaveLength(0);
    expect(screen.queryByText(/Kon aanbestedingen niet laden/)).not.toBeInTheDocument();
  });

  it('shows the error toast and the full-page error, and retries on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    feedBackend(2);
    server.use(
      http.get(api(endpoints.tenders.saved), () =>
        fail ? HttpResponse.json({ detail: 'Database onbereikbaar' }, { status: 500 }) : undefined,
      ),
    );
    renderApp('/tenders/saved', { user: DEMO });
    expect(await screen.findByText('Kon aanbestedingen niet laden: Database onbereikbaar')).toBeInTheDocument();
    expect(
      screen.getByText('Fout bij het laden van aanbestedingen: Database onbereikbaar Probeer het later opnieuw.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Geen aanbestedingen gevonden')).toBeInTheDocument();
  });

  it("says 'Onbekende fout' when the failure has no message", async () => {
    feedBackend(0);
    server.use(http.get(api(endpoints.tenders.past), () => HttpResponse.json({}, { status: 500 })));
    renderApp('/tenders/past', { user: DEMO });
    expect(
      await screen.findByText(/^Fout bij het laden van aanbestedingen: .+ Probeer het later opnieuw\.$/),
    ).toBeInTheDocument();
  });

  it('loads the next page within 200 px of the bottom, with the texts of each stage', async () => {
    const backend = feedBackend(12, { pageSize: 5 });
    renderApp('/tenders', { user: DEMO });
    expect(await feed()).toBeInTheDocument();
    await expectCardCount(5);
    expect(screen.getByText('Scroll om meer te laden')).toBeInTheDocument();
    expect([...ControlledObserver.instances].map((observer) => observer.rootMargin)).toContain('0px 0px 200px 0px');

    const release = backend.holdLists();
    ControlledObserver.scrollToEnd();
    expect(await screen.findByText('Meer tenders aan het laden...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('article', { name: 'Opdracht 10' })).toBeInTheDocument();
    expect(backend.feedRequests(endpoints.tenders.matched).map((url) => url.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);

    ControlledObserver.scrollToEnd();
    expect(await screen.findByText('Geen aanbestedingen meer gevonden')).toBeInTheDocument();
    await expectCardCount(12);
  });

  it('offers a retry instead of looping when a next page fails', async () => {
    const user = userEvent.setup();
    feedBackend(8, { pageSize: 5 });
    let failPageTwo = true;
    server.use(
      http.get(api(endpoints.tenders.matched), ({ request }) =>
        failPageTwo && new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ detail: 'Time-out' }, { status: 500 })
          : undefined,
      ),
    );
    renderApp('/tenders', { user: DEMO });
    expect(await feed()).toBeInTheDocument();
    ControlledObserver.scrollToEnd();
    expect(await screen.findByText('Kon aanbestedingen niet laden: Time-out')).toBeInTheDocument();
    await expectCardCount(5);
    failPageTwo = false;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Geen aanbestedingen meer gevonden')).toBeInTheDocument();
    await expectCardCount(8);
  });
});

describe('save and reject in the feeds', SLOW, () => {
  it('saves optimistically, then confirms with a toast', async () => {
    const user = userEvent.setup();
    const backend = feedBackend(2);
    renderApp('/tenders', { user: DEMO });
    await feed();
    const release = backend.holdInteract();
    await user.click(cardButton('Opdracht 1', 'Bewaren'));
    expect(cardButton('Opdracht 1', 'Bewaren')).toHaveAttribute('aria-pressed', 'true');
    release();
    expect(await screen.findByText('Aanbesteding succesvol opgeslagen!')).toBeInTheDocument();
    expect(backend.rows.get(1)?.isSaved).toBe(true);
    await user.click(cardButton('Opdracht 1', 'Bewaren'));
    expect(await screen.findByText('Aanbesteding niet langer opgeslagen.')).toBeInTheDocument();
    expect(cardButton('Opdracht 1', 'Bewaren')).toHaveAttribute('aria-pressed', 'false');
  });

  it('rolls back and says why when the server fails', async () => {
    const user = userEvent.setup();
    const backend = feedBackend(2);
    renderApp('/tenders', { user: DEMO });
    await feed();
    backend.failInteract();
    await user.click(cardButton('Opdracht 2', 'Bewaren'));
    expect(await screen.findByText('Kon niet interageren met aanbesteding: opslaan Serverfout')).toBeInTheDocument();
    expect(cardButton('Opdracht 2', 'Bewaren')).toHaveAttribute('aria-pressed', 'false');
  });

  it('ends in the state last chosen after rapid double clicks', async () => {
    const user = userEvent.setup();
    const backend = feedBackend(2);
    renderApp('/tenders', { user: DEMO });
    await feed();
    const button = cardButton('Opdracht 1', 'Bewaren');
    await user.dblClick(button);
    expect(await screen.findByText('Aanbesteding niet langer opgeslagen.')).toBeInTheDocument();
    await waitFor(() => expect(cardButton('Opdracht 1', 'Bewaren')).toHaveAttribute('aria-pressed', 'false'));
    expect(backend.rows.get(1)?.isSaved).toBe(false);
  });

  it('sends a second click only once the first is answered, and keeps the last choice', async () => {
    const user = userEvent.setup();
    const backend = feedBackend(2);
    const { queryClient } = renderApp('/tenders', { user: DEMO });
    await feed();
    const releaseFirst = backend.delayNextAnswer();
    await user.click(cardButton('Opdracht 1', 'Bewaren'));
    await user.click(cardButton('Opdracht 1', 'Bewaren'));
    // The actions share one queue (src/lib/offline/queue/queued-action.ts): the toggle API sees them in order.
    expect(cardButton('Opdracht 1', 'Bewaren')).toHaveAttribute('aria-pressed', 'false');
    releaseFirst();
    expect(await screen.findByText('Aanbesteding niet langer opgeslagen.')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(backend.rows.get(1)?.isSaved).toBe(false);
    expect(cardButton('Opdracht 1', 'Bewaren')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Aanbesteding succesvol opgeslagen!')).not.toBeInTheDocument();
  });

  it('marks a rejected card in the main feed, then animates it out over 0.5 s', async () => {
    const user = fakeTimers();
    feedBackend(2);
    renderApp('/tenders', { user: DEMO });
    await feed();
    await user.click(cardButton('Opdracht 1', 'Verwerpen'));
    expect(cardButton('Opdracht 1', 'Verwerpen')).toHaveAttribute('aria-pressed', 'true');
    expect(card('Opdracht 1')).toHaveAttribute('data-state', 'exiting');
    expect(card('Opdracht 1')).toHaveClass('duration-500');
    act(() => vi.advanceTimersByTime(400));
    expect(card('Opdracht 1')).toHaveAttribute('data-state', 'exiting');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('article', { name: 'Opdracht 1' })).not.toBeInTheDocument();
    expect(await screen.findByText('Aanbesteding succesvol afgewezen!')).toBeInTheDocument();
    expect(card('Opdracht 2')).toBeInTheDocument();
  });

  it('moves focus to the next card when the focused card leaves', async () => {
    const user = fakeTimers();
    feedBackend(3);
    renderApp('/tenders', { user: DEMO });
    await feed();
    cardButton('Opdracht 1', 'Verwerpen').focus();
    await user.keyboard('{Enter}');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('article', { name: 'Opdracht 1' })).not.toBeInTheDocument();
    expect(cardButton('Opdracht 2', 'Verwerpen')).toHaveFocus();
  });

  it('keeps a card that is un-rejected during its exit animation', async () => {
    const user = fakeTimers();
    const backend = feedBackend(2);
    renderApp('/tenders', { user: DEMO });
    await feed();
    await user.click(cardButton('Opdracht 1', 'Verwerpen'));
    await user.click(cardButton('Opdracht 1', 'Verwerpen'));
    expect(card('Opdracht 1')).not.toHaveAttribute('data-state');
    expect(await screen.findByText('Aanbesteding niet langer afgewezen.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(card('Opdracht 1')).toHaveAttribute('aria-labelledby');
    expect(cardButton('Opdracht 1', 'Verwerpen')).toHaveAttribute('aria-pressed', 'false');
    expect(backend.rows.get(1)?.isRejected).toBe(false);
  });

  it('removes the card at once under prefers-reduced-motion', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('matchMedia', (query: string) => fakeMediaQueryList(query, query.includes('prefers-reduced-motion')));
    feedBackend(2);
    renderApp('/tenders', { user: DEMO });
    await feed();
    await user.click(cardButton('Opdracht 1', 'Verwerpen'));
    expect(screen.queryByRole('article', { name: 'Opdracht 1' })).not.toBeInTheDocument();
  });

  it('brings a rejected card back when the server fails', async () => {
    const user = fakeTimers();
    const backend = feedBackend(2);
    renderApp('/tenders', { user: DEMO });
    await feed();
    backend.failInteract();
    await user.click(cardButton('Opdracht 1', 'Verwerpen'));
    expect(await screen.findByText('Kon niet interageren met aanbesteding: afwijzen Serverfout')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(cardButton('Opdracht 1', 'Verwerpen')).toHaveAttribute('aria-pressed', 'false');
    expect(card('Opdracht 1')).not.toHaveAttribute('data-state');
  });

  it('removes an unsaved tender from the saved feed', async () => {
    const user = userEvent.setup();
    const backend = feedBackend(3);
    backend.rows.get(2)!.isSaved = true;
    backend.rows.get(3)!.isSaved = true;
    renderApp('/tenders/saved', { user: DEMO });
    await feed();
    await expectCardCount(2);
    await user.click(cardButton('Opdracht 2', 'Bewaren'));
    expect(await screen.findByText('Aanbesteding niet langer opgeslagen.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Opdracht 2' })).not.toBeInTheDocument());
    expect(card('Opdracht 3')).toBeInTheDocument();
  });

  it('removes an unrejected tender from the rejected feed, and keeps a saved one there', async () => {
    const user = userEvent.setup();
    const backend = feedBackend(3);
    backend.rows.get(1)!.isRejected = true;
    backend.rows.get(2)!.isRejected = true;
    renderApp('/tenders/rejected', { user: DEMO });
    await feed();
    await user.click(cardButton('Opdracht 1', 'Bewaren'));
    expect(await screen.findByText('Aanbesteding succesvol opgeslagen!')).toBeInTheDocument();
    expect(card('Opdracht 1')).toBeInTheDocument();
    await user.click(cardButton('Opdracht 2', 'Verwerpen'));
    expect(await screen.findByText('Aanbesteding niet langer afgewezen.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Opdracht 2' })).not.toBeInTheDocument());
  });

  it('shows a tender saved in the main feed in the saved feed', async () => {
    const user = userEvent.setup();
    feedBackend(3);
    const { router } = renderApp('/tenders', { user: DEMO });
    await feed();
    await user.click(cardButton('Opdracht 3', 'Bewaren'));
    expect(await screen.findByText('Aanbesteding succesvol opgeslagen!')).toBeInTheDocument();
    await act(() => router.navigate('/tenders/saved'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bewaarde Aanbestedingen' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Opdracht 3' })).toBeInTheDocument();
    await expectCardCount(1);
  });
});

describe('demo mode (no full access)', SLOW, () => {
  it('shows the three sample tenders and the demo box on the main feed without calling the feed API', async () => {
    const backend = feedBackend(5);
    renderApp('/tenders', { user: FREE });
    expect(await screen.findByRole('heading', { name: 'Demomodus' })).toBeInTheDocument();
    const cards = within(await feed()).getAllByRole('article');
    expect(cards).toHaveLength(3);
    for (const tender of sampleTenders) expect(card(tender.displayName)).toBeInTheDocument();
    expect(backend.requests).toHaveLength(0);
  });

  it.each(['BEKIJK', 'Bewaren', 'Verwerpen'])('blocks %s with the subscription toast, without a call', async (name) => {
    const user = userEvent.setup();
    const backend = feedBackend(0);
    renderApp('/tenders', { user: FREE });
    const first = within(await feed()).getAllByRole('article')[0]!;
    await user.click(within(first).getByRole('button', { name }));
    expect(
      await screen.findByText(
        'Tenderdetails bekijken, opslaan en afwijzen is enkel beschikbaar met een volledig abonnement.',
      ),
    ).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Bewaren' })).toHaveAttribute('aria-pressed', 'false');
    expect(backend.requests).toHaveLength(0);
  });

  it.each(['/tenders/saved', '/tenders/rejected', '/tenders/past'])(
    '%s is empty, with the demo box, without a call',
    async (url) => {
      const backend = feedBackend(5);
      renderApp(url, { user: FREE });
      expect(await screen.findByText('Geen aanbestedingen gevonden')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Demomodus' })).toBeInTheDocument();
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      expect(backend.requests).toHaveLength(0);
    },
  );
});
