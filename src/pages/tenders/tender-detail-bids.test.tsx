import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/server';
import { withoutBidsExtension } from '@tests/utils/bids-extension';
import { fakeMediaQueryList } from '@tests/utils/media-query';
import { renderWithProviders } from '@tests/utils/render';
import TenderDetailPage from './tender-detail-page';

const FULL = 'demo@tenderwijzer.be';
const NO_SUBSCRIPTION = 'gratis@tenderwijzer.be';
/** Seeded as a Go for the demo user; its requirements topic has a list. */
const ASSESSED_ID = 5;

function renderDetail(id: number, user = FULL) {
  return renderWithProviders(<TenderDetailPage />, { path: '/tenders/:id/info', url: `/tenders/${id}/info`, user });
}

const tenderName = (id: number) => db.tenders.find((row) => row.id === id)?.displayName ?? '';

describe('the go/no-go sheet on the tender detail', { timeout: 30_000 }, () => {
  it('opens the stored sheet, and a knock-out source shows its passage in the topic tab', async () => {
    const user = userEvent.setup();
    renderDetail(ASSESSED_ID);
    await screen.findAllByRole('tab', {}, { timeout: 4000 });
    const section = await screen.findByRole('region', { name: 'Go/no-go' }, { timeout: 4000 });
    await user.click(within(section).getByRole('button', { name: 'Go/no-go-blad openen' }));
    expect(
      await within(section).findByRole('radio', { name: 'Go', checked: true }, { timeout: 4000 }),
    ).toBeInTheDocument();
    const [source] = within(section).getAllByRole('button', { name: 'Toon in Vereisten' });
    await user.click(source as HTMLElement);
    expect(screen.getByRole('tab', { name: 'Vereisten' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(screen.getByRole('tabpanel')).getByText((_, element) => element?.tagName === 'MARK'),
    ).toBeInTheDocument();
  });

  it("on a large screen, the open sheet takes the chat's room: 'Vragen?' is a button until it closes", async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      fakeMediaQueryList(query, query === '(min-width: 1024px)'),
    );
    const user = userEvent.setup();
    renderDetail(ASSESSED_ID);
    const section = await screen.findByRole('region', { name: 'Go/no-go' }, { timeout: 4000 });
    expect(screen.getByRole('complementary', { name: 'Vragen?' })).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Go/no-go-blad openen' }));
    expect(await within(section).findByRole('heading', { name: 'Knock-outvragen' }, { timeout: 4000 })).toBeVisible();
    expect(screen.queryByRole('complementary', { name: 'Vragen?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vragen?' })).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(within(section).getByRole('button', { name: 'Blad sluiten' }));
    expect(screen.getByRole('complementary', { name: 'Vragen?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vragen?' })).not.toBeInTheDocument();
  });

  it('against an API without the extension, shows the detail as before and nothing of the sheet', async () => {
    const asked = withoutBidsExtension();
    renderDetail(ASSESSED_ID);
    expect(await screen.findByRole('heading', { level: 1, name: tenderName(ASSESSED_ID) })).toBeInTheDocument();
    await screen.findAllByRole('tab');
    // The question was asked (so its 404 has been answered) and nothing came of it.
    await expect.poll(() => asked).toEqual(['/api/bids/']);
    expect(screen.queryByRole('region', { name: 'Go/no-go' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Go\/no-go/)).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Beschrijving' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers users without full access a demo sheet that saves nothing, under the demo detail', async () => {
    const user = userEvent.setup();
    const puts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') puts.push(request.url);
    });
    renderDetail(ASSESSED_ID, NO_SUBSCRIPTION);
    const section = await screen.findByRole('region', { name: 'Go/no-go' }, { timeout: 4000 });
    await user.click(within(section).getByRole('button', { name: 'Bekijk een voorbeeld' }));
    expect(
      await within(section).findByText(/Een voorbeeld op een fictieve aanbesteding/, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    const [first] = within(section).getAllByRole('group', { name: 'Voldoen we hieraan?' });
    await user.click(within(first as HTMLElement).getByRole('radio', { name: 'Nee' }));
    expect(within(section).getByText(/^No-go: de knock-outvraag/)).toBeInTheDocument();
    expect(within(section).queryByText(/Opgeslagen|Opslaan…|automatisch opgeslagen/)).not.toBeInTheDocument();
    expect(puts).toEqual([]);
    server.events.removeAllListeners();
  });

  it('shows users without full access no demo sheet against an API without the extension', async () => {
    const asked = withoutBidsExtension();
    renderDetail(ASSESSED_ID, NO_SUBSCRIPTION);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enkel met een volledig abonnement' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    await expect.poll(() => asked).toEqual(['/api/bids/']);
    expect(screen.queryByRole('region', { name: 'Go/no-go' })).not.toBeInTheDocument();
  });
});
