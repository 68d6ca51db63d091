import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { TIMINGS } from '@/config/constants';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { renderApp } from '@tests/utils/render';

const EMPTY = 'leeg@tenderwijzer.be';
const FULL = 'demo@tenderwijzer.be';
const PUT_URL = `${env.API_URL}/${endpoints.users.updatePreferences}`;
const STATUS_URL = `${env.API_URL}/${endpoints.users.processingStatus}`;
const FIELD_LABELS = [
  'Professionele achtergrond',
  'Eerdere projecten',
  'Sectorervaring',
  'Geografische voorkeuren',
  'Soorten projecten',
  'Budget',
  'Looptijd',
  'Specifieke vereisten',
];

/** Records every PUT body and lets the simulated backend answer it. */
function recordPuts() {
  const bodies: unknown[] = [];
  server.use(
    http.put(PUT_URL, async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

/** Counts processing-status polls and lets the simulated backend answer them. */
function countPolls() {
  const polls = { count: 0 };
  server.use(
    http.get(STATUS_URL, () => {
      polls.count += 1;
    }),
  );
  return polls;
}

async function renderPreferences(email = EMPTY) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderApp('/preferences', { user: email });
  await screen.findByRole('form', { name: 'Matchingvoorkeuren' }, { timeout: 4000 });
  return { user, ...view };
}

const PROCESSING_TOAST = 'Voorkeuren worden verwerkt... Dit kan enkele minuten duren.';

/** Whether a toast shows a text; a dismissed toast stays in jsdom's DOM (no animationend) with data-in="false". */
function isToastShown(text: string) {
  return screen
    .queryAllByText(text)
    .some((node) => node.closest('.Toastify__toast')?.getAttribute('data-in') !== 'false');
}

const field = (label: string) => screen.getByRole('textbox', { name: label });
const submitButton = () => screen.getByRole('button', { name: 'Profiel opslaan en verwerken' });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

// Whole-app renders on a shared two-core machine can take a few seconds each.
describe('preferences form', { timeout: 15_000 }, () => {
  it('says so when the preferences cannot be loaded', async () => {
    server.use(
      http.get(`${env.API_URL}/${endpoints.users.preferences}`, () =>
        HttpResponse.json({ detail: 'Fout' }, { status: 500 }),
      ),
    );
    renderApp('/preferences', { user: EMPTY });
    expect(
      await screen.findByText('Je voorkeuren konden niet geladen worden. Probeer het later opnieuw.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Matchingvoorkeuren' })).not.toBeInTheDocument();
  });

  it('shows the eight fields with Dutch labels and example placeholders, and completeness for phones', async () => {
    await renderPreferences();
    for (const label of FIELD_LABELS) {
      expect(field(label)).toHaveAttribute('placeholder', expect.stringMatching(/^Bv\. /));
    }
    const main = screen.getByRole('main');
    expect(within(main).getByRole('progressbar', { name: 'Profiel Compleetheid' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it('autosaves 1 s after the last keystroke, only the trimmed changed value, and shows the toast once', async () => {
    const bodies = recordPuts();
    const { user } = await renderPreferences();

    await user.type(field('Professionele achtergrond'), '  Webbureau uit Gent ');
    await advance(TIMINGS.preferencesAutosaveDebounce - 100);
    expect(bodies).toEqual([]);
    await advance(100);
    await waitFor(() => expect(bodies).toEqual([{ professional_background: 'Webbureau uit Gent' }]));
    expect(await screen.findByText('Voorkeuren bijgewerkt')).toBeInTheDocument();

    const main = screen.getByRole('main');
    await waitFor(() =>
      expect(within(main).getByRole('progressbar', { name: 'Profiel Compleetheid' })).toHaveAttribute(
        'aria-valuenow',
        '13',
      ),
    );

    await user.type(field('Budget'), '€ 50.000');
    await advance(TIMINGS.preferencesAutosaveDebounce);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ budget_range: '€ 50.000' });
    expect(screen.getAllByText('Voorkeuren bijgewerkt')).toHaveLength(1);
  });

  it('sends an emptied field as null and nothing when only spaces were typed in an empty profile', async () => {
    const bodies = recordPuts();
    const { user } = await renderPreferences();
    await user.type(field('Looptijd'), '   ');
    await advance(TIMINGS.preferencesAutosaveDebounce * 2);
    expect(bodies).toEqual([]);

    await user.type(field('Looptijd'), '6 maanden');
    await advance(TIMINGS.preferencesAutosaveDebounce);
    await waitFor(() => expect(bodies).toEqual([{ project_duration: '6 maanden' }]));
    await user.type(field('Eerdere projecten'), 'X');
    await user.clear(field('Looptijd'));
    await advance(TIMINGS.preferencesAutosaveDebounce);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ past_projects: 'X', project_duration: null });
  });

  it('keeps the text after a failed save, says so, and sends it again with the next edit', async () => {
    let fail = true;
    const bodies: unknown[] = [];
    server.use(
      http.put(PUT_URL, async ({ request }) => {
        bodies.push(await request.clone().json());
        if (fail) return HttpResponse.json({ detail: 'Serverfout' }, { status: 500 });
      }),
    );
    const { user } = await renderPreferences();
    await user.type(field('Sectorervaring'), 'Overheid');
    await advance(TIMINGS.preferencesAutosaveDebounce);
    expect(await screen.findByText('Fout bij het bijwerken van de voorkeuren')).toBeInTheDocument();
    expect(screen.getByText(/nog niet bewaard/)).toBeInTheDocument();
    expect(field('Sectorervaring')).toHaveValue('Overheid');

    fail = false;
    await user.type(field('Budget'), 'Tot € 80.000');
    await advance(TIMINGS.preferencesAutosaveDebounce);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ industry_experience: 'Overheid', budget_range: 'Tot € 80.000' });
    expect(await screen.findByText('Alle wijzigingen zijn bewaard.')).toBeInTheDocument();
  });

  it('never drops a keystroke or moves the caret when an autosave answers', async () => {
    let answer: () => void = () => undefined;
    const bodies: unknown[] = [];
    server.use(
      http.put(PUT_URL, async ({ request }) => {
        bodies.push(await request.clone().json());
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
      }),
    );
    const { user } = await renderPreferences();
    const textbox = field('Soorten projecten');
    await user.type(textbox, 'Websites');
    await advance(TIMINGS.preferencesAutosaveDebounce);
    await waitFor(() => expect(bodies).toHaveLength(1));

    await user.type(textbox, ' en apps');
    answer();
    await user.type(textbox, ' voor steden');
    await waitFor(() => expect(screen.getByText('Alle wijzigingen zijn bewaard.')).toBeInTheDocument());
    expect(textbox).toHaveValue('Websites en apps voor steden');
    expect(textbox).toHaveFocus();
    expect((textbox as HTMLTextAreaElement).selectionStart).toBe('Websites en apps voor steden'.length);

    await advance(TIMINGS.preferencesAutosaveDebounce);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ project_types: 'Websites en apps voor steden' });
    expect(screen.getByText('Bezig met bewaren…')).toBeInTheDocument();
    answer();
    // Let the save finish inside this test, so it cannot write into the next test's database.
    expect(await screen.findByText('Alle wijzigingen zijn bewaard.')).toBeInTheDocument();
  });
});

describe('manual submit and processing', { timeout: 15_000 }, () => {
  it('cancels the pending autosave, sends all eight fields, locks the form and polls until processing ends', async () => {
    const bodies = recordPuts();
    const polls = countPolls();
    const { user, queryClient } = await renderPreferences();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await user.type(field('Professionele achtergrond'), ' IT-bureau ');
    await user.type(field('Geografische voorkeuren'), 'Gent');
    await user.click(submitButton());

    expect(await screen.findByText(PROCESSING_TOAST, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      professional_background: 'IT-bureau',
      past_projects: null,
      industry_experience: null,
      geographic_preferences: 'Gent',
      project_types: null,
      budget_range: null,
      project_duration: null,
      specific_requirements: null,
    });

    // The processing banner, the locked fields and the immediate first poll.
    const banner = await screen.findByText('Je profiel wordt verwerkt');
    expect(banner.closest('[role="status"]')).not.toBeNull();
    for (const label of FIELD_LABELS) expect(field(label)).toBeDisabled();
    await waitFor(() => expect(polls.count).toBe(1));

    // The cancelled autosave never fires.
    await advance(TIMINGS.preferencesAutosaveDebounce * 2);
    expect(bodies).toHaveLength(1);

    // The next poll (10 s later) says it is over: preferences reload, the form unlocks, the feeds refresh.
    await advance(TIMINGS.processingPoll);
    await waitFor(() => expect(polls.count).toBe(2));
    await waitFor(() => expect(field('Budget')).toBeEnabled());
    expect(screen.queryByText('Je profiel wordt verwerkt')).not.toBeInTheDocument();
    await waitFor(() => expect(isToastShown(PROCESSING_TOAST)).toBe(false));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['tenders'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['preferences'] });
    expect(field('Professionele achtergrond')).toHaveValue(' IT-bureau ');

    // Polling stops.
    await advance(TIMINGS.processingPoll * 3);
    expect(polls.count).toBe(2);
  });

  it('re-enables the form and keeps the text when the submit fails', async () => {
    server.use(http.put(PUT_URL, () => HttpResponse.json({ detail: 'Serverfout' }, { status: 500 })));
    const polls = countPolls();
    const { user } = await renderPreferences();
    await user.type(field('Budget'), '€ 30.000');
    await user.click(submitButton());

    expect(await screen.findByText('Fout bij het bijwerken van de voorkeuren')).toBeInTheDocument();
    await waitFor(() => expect(field('Budget')).toBeEnabled());
    expect(field('Budget')).toHaveValue('€ 30.000');
    await waitFor(() => expect(isToastShown(PROCESSING_TOAST)).toBe(false));
    expect(polls.count).toBe(0);
  });

  it('shows the processing banner, whose button goes to /tenders', async () => {
    server.use(http.get(STATUS_URL, () => HttpResponse.json({ isProcessing: true })));
    const { user, router } = await renderPreferences(FULL);
    await user.click(submitButton());
    await screen.findByText('Je profiel wordt verwerkt');
    await user.click(screen.getByRole('button', { name: 'Naar aanbestedingen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tenders'));
  });
});
