import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/api/early/endpoints';
import { env } from '@/config/env';
import { server } from '@/mocks/server';
import { captureDownloads, parseIcs } from '@tests/utils/download';
import { renderApp } from '@tests/utils/render';

const DEMO = 'demo@tenderwijzer.be';
const SLOW = { timeout: 20_000 };
const EXPORT = 'Exporteer deadlines';
const savedUrl = `${env.API_URL}/${endpoints.tenders.saved}`;

const row = (id: number, submissionDate: string | null, daysRemaining: number | null) => ({
  id,
  displayName: `Opdracht ${id}`,
  organization: 'Stad Gent',
  daysRemaining,
  submissionDate,
  isSaved: true,
  isRejected: false,
});

/** A saved feed of two pages; `page2` answers the second page (a hold or a failure in some tests). */
function serveTwoPages(page2: () => Promise<Response> | Response) {
  const pages: number[] = [];
  server.use(
    http.get(savedUrl, async ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? '1');
      pages.push(page);
      if (page === 2) return page2();
      return HttpResponse.json({
        count: 4,
        next: `${url.origin}${url.pathname}?page=2`,
        previous: null,
        results: [row(1, '2026-07-15T08:00:00Z', 30), row(2, null, null)],
      });
    }),
  );
  return pages;
}

const page2Rows = () =>
  HttpResponse.json({
    count: 4,
    next: null,
    previous: null,
    results: [row(3, '2026-12-03T13:00:00Z', 40), row(4, '2026-12-04', 41)],
  });

async function openSavedFeed() {
  renderApp('/tenders/saved', { user: DEMO });
  await screen.findByRole('feed', {}, { timeout: 10_000 });
  return screen.getByRole('button', { name: EXPORT });
}

describe("'Exporteer deadlines' on the saved feed", () => {
  it('exports the saved tenders with a deadline to come in one file and says what it skipped', SLOW, async () => {
    const button = await openSavedFeed();
    const { downloads } = captureDownloads();
    expect(button).toHaveAccessibleDescription(
      'De einddatums van al je bewaarde aanbestedingen in één agendabestand (.ics)',
    );

    await userEvent.click(button);

    expect(
      await screen.findByText(
        '1 deadline geëxporteerd. 1 bewaarde aanbesteding zonder komende einddatum is overgeslagen.',
      ),
    ).toBeInTheDocument();
    expect(downloads.map((download) => download.fileName)).toEqual(['deadlines-bewaarde-aanbestedingen.ics']);
    const [download] = downloads;
    if (!download) throw new Error('no download');
    const { events } = await parseIcs(download);
    const names = within(screen.getByRole('feed'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.getAttribute('title'));
    expect(events).toHaveLength(1);
    expect(names.map((name) => `Deadline: ${name}`)).toContain(events[0]?.summary);
  });

  it('fetches every page of the saved feed, showing that it is busy meanwhile', SLOW, async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const pages = serveTwoPages(async () => {
      await held;
      return page2Rows();
    });
    const button = await openSavedFeed();
    const { downloads } = captureDownloads();
    pages.length = 0;

    await userEvent.click(button);

    await waitFor(() => expect(pages).toEqual([1, 2]));
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleName('Deadlines exporteren...');
    // A second click while busy starts nothing.
    await userEvent.click(button);
    release();

    expect(
      await screen.findByText(
        '3 deadlines geëxporteerd. 1 bewaarde aanbesteding zonder komende einddatum is overgeslagen.',
      ),
    ).toBeInTheDocument();
    expect(pages).toEqual([1, 2]);
    expect(downloads).toHaveLength(1);
    const [download] = downloads;
    if (!download) throw new Error('no download');
    const { events } = await parseIcs(download);
    expect(events.map((event) => event.summary)).toEqual([
      'Deadline: Opdracht 1',
      'Deadline: Opdracht 3',
      'Deadline: Opdracht 4',
    ]);
    expect(button).toHaveAccessibleName(EXPORT);
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('shows an error toast and downloads nothing when a page fails', SLOW, async () => {
    serveTwoPages(() => HttpResponse.json({ detail: 'Database onbereikbaar' }, { status: 500 }));
    const button = await openSavedFeed();
    const { downloads } = captureDownloads();

    await userEvent.click(button);

    expect(await screen.findByText('Kon de deadlines niet exporteren: Database onbereikbaar')).toBeInTheDocument();
    expect(downloads).toEqual([]);
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('says so, without a file, when no saved tender has a deadline to come', SLOW, async () => {
    server.use(
      http.get(savedUrl, () =>
        HttpResponse.json({ count: 1, next: null, previous: null, results: [row(2, null, null)] }),
      ),
    );
    const button = await openSavedFeed();
    const { downloads } = captureDownloads();

    await userEvent.click(button);

    expect(
      await screen.findByText('Geen van je bewaarde aanbestedingen heeft een komende einddatum.'),
    ).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('is offered on the saved feed only', SLOW, async () => {
    renderApp('/tenders', { user: DEMO });
    await screen.findByRole('feed', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: EXPORT })).not.toBeInTheDocument();
  });
});
