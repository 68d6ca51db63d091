import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { stubEverythingInView } from '@tests/utils/intersection-observer';
import { expectCardCount } from '@tests/utils/feed-cards';
import { renderApp } from '@tests/utils/render';

const api = (path: string) => `${env.API_URL}/${path}`;
const DEMO = 'demo@tenderwijzer.be';
const BRUSSELS = 'Brussels Hoofdstedelijk Gewest';
// Each test renders the whole app (layout, guards, lazy routes), which takes a few seconds on a busy machine.
const SLOW = { timeout: 20_000 };

/** Records the feed calls of `path` and lets the simulated backend answer them. */
function recordRequests(path: string) {
  const requests: URL[] = [];
  server.use(
    http.get(api(path), ({ request }) => {
      requests.push(new URL(request.url));
    }),
  );
  return {
    requests,
    last: () => {
      const request = requests.at(-1);
      if (!request) throw new Error(`no request to ${path}`);
      return request;
    },
  };
}

const filters = () => screen.getByRole('search', { name: 'Aanbestedingen filteren' });
const searchBox = () => within(filters()).getByRole('searchbox', { name: 'Zoeken' });
const clearButton = () => within(filters()).getByRole('button', { name: 'Wis filters' });
// The whole app and the simulated backend answer: slower than a findBy's default second on a busy machine.
const LOADED = { timeout: 10_000 };
const feed = () => screen.findByRole('feed', {}, LOADED);
const cards = async () => within(await feed()).getAllByRole('article');
/** The feed shows `count` cards, once it has loaded. */
const expectCards = async (count: number) => {
  const list = await feed();
  await expectCardCount(count, { container: list });
};
const EMPTY_HINT = 'Geen aanbestedingen voor deze filters. Verruim of wis de filters.';
const query = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

/** Key after key, each a change event, 50 ms apart (quicker than the debounce); ends right after the last. */
function typeLetters(input: HTMLElement, start: string, letters: string) {
  let value = start;
  for (const letter of letters) {
    if (value !== start) act(() => vi.advanceTimersByTime(50));
    value += letter;
    fireEvent.change(input, { target: { value } });
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('feed filters', SLOW, () => {
  it('asks the feed exactly as spec §7 gives it while no filter is set, and shows no count', async () => {
    const calls = recordRequests(endpoints.tenders.matched);
    renderApp('/tenders', { user: DEMO });
    await expectCards(10);
    expect([...calls.last().searchParams.keys()].sort()).toEqual(['language', 'ordering', 'page']);
    expect(searchBox()).toHaveValue('');
    expect(within(filters()).getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(filters()).queryByRole('button', { name: 'Wis filters' })).not.toBeInTheDocument();
    expect(within(filters()).getByRole('status')).toBeEmptyDOMElement();
  });

  it('reads the filters from the URL into the controls, the request and the count', async () => {
    const calls = recordRequests(endpoints.tenders.matched);
    renderApp(`/tenders?search=brussel&region=${encodeURIComponent(BRUSSELS)}&min_value=1000&deadline_within=30`, {
      user: DEMO,
    });
    await feed();
    const request = calls.last().searchParams;
    expect(request.get('search')).toBe('brussel');
    expect(request.get('region')).toBe(BRUSSELS);
    expect(request.get('min_value')).toBe('1000');
    expect(request.get('deadline_within')).toBe('30');
    expect(request.get('ordering')).toBe('-overall_score');

    expect(searchBox()).toHaveValue('brussel');
    // The link sets filters of the panel, so it opens with them.
    expect(within(filters()).getByRole('button', { name: 'Filters (3)' })).toHaveAttribute('aria-expanded', 'true');
    expect(await within(filters()).findByRole('combobox', { name: 'Regio' }, LOADED)).toHaveValue(BRUSSELS);
    expect(within(filters()).getByRole('textbox', { name: 'Waarde vanaf (€)' })).toHaveValue('1000');
    expect(within(filters()).getByRole('combobox', { name: 'Einddatum' })).toHaveValue('30');
    expect(within(filters()).getByRole('combobox', { name: 'Sector' })).toHaveValue('');
    expect(within(filters()).getByRole('status')).toHaveTextContent(/^\d+ aanbesteding(en)? gevonden$/);
  });

  it('writes a chosen filter to the URL as a new history entry, and back restores the feed before it', async () => {
    const user = userEvent.setup();
    const calls = recordRequests(endpoints.tenders.matched);
    const { router } = renderApp('/tenders', { user: DEMO });
    await feed();
    await user.click(within(filters()).getByRole('button', { name: 'Filters' }));
    await user.selectOptions(await within(filters()).findByRole('combobox', { name: 'Sector' }, LOADED), 'Bouw');

    await waitFor(() => expect(query(router).get('sector')).toBe('Bouw'));
    await waitFor(() => expect(calls.last().searchParams.get('sector')).toBe('Bouw'));
    expect(within(filters()).getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    await waitFor(() => expect(within(filters()).getByRole('status')).toHaveTextContent(/gevonden/));

    await act(() => router.navigate(-1));
    expect(query(router).get('sector')).toBeNull();
    expect(within(filters()).getByRole('combobox', { name: 'Sector' })).toHaveValue('');
    expect(within(filters()).getByRole('status')).toBeEmptyDOMElement();
    await expectCards(10);
  });

  it('debounces the search box and replaces the history entry instead of adding one per pause', async () => {
    const calls = recordRequests(endpoints.tenders.matched);
    const { router } = renderApp('/tenders', { user: DEMO });
    await feed();
    const user = userEvent.setup();
    await user.click(within(filters()).getByRole('button', { name: 'Filters' }));
    await user.selectOptions(await within(filters()).findByRole('combobox', { name: 'Regio' }, LOADED), BRUSSELS);
    await waitFor(() => expect(query(router).get('region')).toBe(BRUSSELS));

    // Only the timeouts: React's scheduler and MSW keep running while the debounce waits.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const before = calls.requests.length;
    typeLetters(searchBox(), '', 'onderhoud');
    expect(searchBox()).toHaveValue('onderhoud');
    act(() => vi.advanceTimersByTime(399));
    expect(query(router).get('search')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(query(router).get('search')).toBe('onderhoud');
    expect(query(router).get('region')).toBe(BRUSSELS);
    typeLetters(searchBox(), 'onderhoud', ' bouw');
    act(() => vi.advanceTimersByTime(400));
    expect(query(router).get('search')).toBe('onderhoud bouw');
    vi.useRealTimers();

    // At most a call per pause, none per letter.
    await waitFor(() => expect(calls.last().searchParams.get('search')).toBe('onderhoud bouw'));
    const searches = calls.requests.slice(before).map((url) => url.searchParams.get('search'));
    expect(searches.filter((search) => search !== 'onderhoud' && search !== 'onderhoud bouw')).toEqual([]);

    // The typing replaced the region's entry: back goes to the feed before the region was chosen.
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(searchBox()).toHaveValue('');
  });

  it('sends the search at once on Enter', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/tenders', { user: DEMO });
    await feed();
    await user.type(searchBox(), 'schoonmaak{Enter}');
    expect(query(router).get('search')).toBe('schoonmaak');
  });

  it("'Wis filters' clears every filter, in the URL, the controls and the request, and returns focus to the search", async () => {
    const user = userEvent.setup();
    const calls = recordRequests(endpoints.tenders.matched);
    const { router } = renderApp('/tenders?search=zzz-geen-match&sector=Bouw&max_value=500', { user: DEMO });
    expect(await screen.findByText(EMPTY_HINT, {}, LOADED)).toBeVisible();
    expect(within(filters()).getByRole('status')).toHaveTextContent('0 aanbestedingen gevonden');

    await user.click(clearButton());
    expect(router.state.location.search).toBe('');
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('');
    expect(within(filters()).getByRole('combobox', { name: 'Sector' })).toHaveValue('');
    expect(within(filters()).getByRole('textbox', { name: 'Waarde tot (€)' })).toHaveValue('');
    await expectCards(10);
    expect([...calls.last().searchParams.keys()].sort()).toEqual(['language', 'ordering', 'page']);
  });

  it('keeps only digits in the amounts', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/tenders', { user: DEMO });
    await feed();
    await user.click(within(filters()).getByRole('button', { name: 'Filters' }));
    const min = await within(filters()).findByRole('textbox', { name: 'Waarde vanaf (€)' }, LOADED);
    await user.type(min, '€ 100.000{Enter}');
    expect(min).toHaveValue('100000');
    expect(query(router).get('min_value')).toBe('100000');
  });

  it('loads the next pages of the filtered feed with the same filters, and saves under filters', async () => {
    stubEverythingInView();
    const user = userEvent.setup();
    const calls = recordRequests(endpoints.tenders.matched);
    renderApp(`/tenders?region=${encodeURIComponent(BRUSSELS)}`, { user: DEMO });
    await waitFor(() => expect(calls.requests.some((url) => url.searchParams.get('page') === '2')).toBe(true), LOADED);
    for (const url of calls.requests) expect(url.searchParams.get('region')).toBe(BRUSSELS);
    await waitFor(async () => expect((await cards()).length).toBeGreaterThan(10), LOADED);

    const unsaved = (await cards()).find(
      (card) => within(card).getByRole('button', { name: 'Bewaren' }).getAttribute('aria-pressed') === 'false',
    );
    if (!unsaved) throw new Error('no unsaved card');
    const save = within(unsaved).getByRole('button', { name: 'Bewaren' });
    await user.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('Aanbesteding succesvol opgeslagen!')).toBeInTheDocument();
  });

  it("filters the saved feed too, whose empty state offers its own 'Wis filters'", async () => {
    const user = userEvent.setup();
    const calls = recordRequests(endpoints.tenders.saved);
    const { router } = renderApp('/tenders/saved?search=zzz-geen-match', { user: DEMO });
    const hint = await screen.findByText(EMPTY_HINT, {}, LOADED);
    expect(calls.last().searchParams.get('search')).toBe('zzz-geen-match');

    const emptyState = hint.parentElement;
    if (!emptyState) throw new Error('no empty state');
    await user.click(within(emptyState).getByRole('button', { name: 'Wis filters' }));
    expect(router.state.location.search).toBe('');
    expect(searchBox()).toHaveFocus();
    await waitFor(() => expect(calls.last().searchParams.get('search')).toBeNull());
  });

  it('shows the whole feed, without errors, from an API that ignores the filters', async () => {
    const results = Array.from({ length: 3 }, (_, index) => ({ id: index + 1, displayName: `Opdracht ${index + 1}` }));
    server.use(
      http.get(api(endpoints.tenders.matched), () =>
        HttpResponse.json({ count: results.length, next: null, previous: null, results }),
      ),
    );
    renderApp('/tenders?sector=Bouw&search=school', { user: DEMO });
    await expectCards(3);
    expect(within(filters()).getByRole('status')).toHaveTextContent('3 aanbestedingen gevonden');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
