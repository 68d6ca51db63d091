import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TenderSchema, type Tender } from '@/features/tenders/model/schemas';
import { v } from '@/api/schema';
import TenderDetailPage from '@/pages/tenders/tender-detail-page';
import { captureDownloads, parseIcs } from '@tests/utils/download';
import { renderWithProviders } from '@tests/utils/render';
import { TenderDetailCalendarButton } from './tender-detail-calendar-button';

function makeTender(overrides: Partial<Record<string, unknown>> = {}): Tender {
  return v.parse(TenderSchema, {
    id: 7,
    displayName: 'Schoonmaak, onderhoud; en herstel',
    organization: 'Gemeente Zele',
    daysRemaining: 12,
    submissionDate: '2026-02-10T11:00:00+01:00',
    ...overrides,
  });
}

describe("the detail's 'Zet in agenda'", () => {
  it('downloads the deadline with a link back to this tender in the app', async () => {
    const { downloads } = captureDownloads();
    renderWithProviders(<TenderDetailCalendarButton tender={makeTender()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Zet in agenda' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    const [download] = downloads;
    if (!download) throw new Error('no download');
    expect(download.fileName).toBe('deadline-aanbesteding-7.ics');
    const { events } = await parseIcs(download);
    const [event] = events;
    expect(event?.summary).toBe('Deadline: Schoonmaak, onderhoud; en herstel');
    expect(event?.description).toContain(`${window.location.origin}/tenders/7/info`);
    expect([event?.startDate.hour, event?.startDate.toUnixTime()]).toEqual([11, Date.UTC(2026, 1, 10, 10) / 1000]);
  });

  it.each([
    [{ submissionDate: '', daysRemaining: null }, 'Deze aanbesteding heeft geen einddatum om in je agenda te zetten.'],
    [{ submissionDate: '2026-01-01T10:00:00Z', daysRemaining: -5 }, 'De einddatum van deze aanbesteding is voorbij.'],
  ])('stays focusable but unavailable, saying why (%o)', async (overrides, reason) => {
    const { downloads } = captureDownloads();
    renderWithProviders(<TenderDetailCalendarButton tender={makeTender(overrides)} />);
    const button = screen.getByRole('button', { name: 'Zet in agenda' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(reason);

    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(reason);
    await userEvent.click(button);
    expect(downloads).toEqual([]);
  });

  it('sits with the other actions of the tender detail', { timeout: 15_000 }, async () => {
    renderWithProviders(<TenderDetailPage />, {
      path: '/tenders/:id/info',
      url: '/tenders/50/info',
      user: 'demo@tenderwijzer.be',
    });
    const actions = await screen.findByRole('group', { name: 'Acties voor deze aanbesteding' }, { timeout: 10_000 });
    const { downloads } = captureDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Zet in agenda' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(actions).toContainElement(screen.getByRole('button', { name: 'Zet in agenda' }));
  });
});
