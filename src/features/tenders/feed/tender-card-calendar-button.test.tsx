import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TenderSchema, type Tender } from '@/features/tenders/model/schemas';
import { v } from '@/api/schema';
import { captureDownloads, parseIcs } from '@tests/utils/download';
import { renderApp, renderWithProviders } from '@tests/utils/render';
import { TenderCard } from './tender-card';

const DEMO = 'demo@tenderwijzer.be';
const SLOW = { timeout: 15_000 };

function makeTender(overrides: Partial<Record<string, unknown>> = {}): Tender {
  return v.parse(TenderSchema, {
    id: 42,
    displayName: 'Onderhoud van de stedelijke website',
    daysRemaining: 21,
    submissionDate: '2026-03-05T12:00:00',
    ...overrides,
  });
}

function renderCard(tender: Tender, onAddToCalendar?: (tender: Tender) => void) {
  return renderWithProviders(
    <TenderCard tender={tender} variant="feed" detailHref="/tenders/42/info" onAddToCalendar={onAddToCalendar} />,
  );
}

describe("the card's 'Zet in agenda'", () => {
  it('is an icon button named by its tooltip and described by the tender it adds', async () => {
    const onAdd = vi.fn();
    const tender = makeTender();
    renderCard(tender, onAdd);
    const button = screen.getByRole('button', { name: 'Zet in agenda' });
    expect(button).toHaveAccessibleDescription('Onderhoud van de stedelijke website');
    await userEvent.click(button);
    expect(onAdd).toHaveBeenCalledWith(tender);
  });

  it.each([
    ['without a deadline', { submissionDate: '', daysRemaining: null }],
    ['once the deadline has passed', { submissionDate: '2026-01-05T12:00:00', daysRemaining: -3 }],
  ])('is absent %s', (_case, overrides) => {
    renderCard(makeTender(overrides), vi.fn());
    expect(screen.queryByRole('button', { name: 'Zet in agenda' })).not.toBeInTheDocument();
  });

  it('is absent where the feed offers no calendar (landing and demo cards)', () => {
    renderCard(makeTender());
    expect(screen.queryByRole('button', { name: 'Zet in agenda' })).not.toBeInTheDocument();
  });

  it('downloads the tender deadline as an .ics file from the feed, with the card title as summary', SLOW, async () => {
    renderApp('/tenders', { user: DEMO });
    const feed = await screen.findByRole('feed', {}, { timeout: 10_000 });
    const { downloads } = captureDownloads();
    const article = within(feed)
      .getAllByRole('article')
      .find((item) => within(item).queryByRole('button', { name: 'Zet in agenda' }));
    if (!article) throw new Error('no card with a deadline to come');
    const name = within(article).getByRole('heading', { level: 2 }).getAttribute('title');

    await userEvent.click(within(article).getByRole('button', { name: 'Zet in agenda' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    const [download] = downloads;
    if (!download) throw new Error('no download');
    expect(download.fileName).toMatch(/^deadline-aanbesteding-\d+\.ics$/);
    expect(download.blob.type).toBe('text/calendar;charset=utf-8');
    const { events } = await parseIcs(download);
    expect(events.map((event) => event.summary)).toEqual([`Deadline: ${name}`]);
    expect(events[0]?.startDate.zone?.tzid).toBe('Europe/Brussels');
  });
});
