import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@/mocks/db';
import { answerAwards, withoutAwardsExtension } from '@tests/utils/awards-extension';
import { renderWithProviders } from '@tests/utils/render';
import TenderDetailPage from './tender-detail-page';

const FULL = 'demo@tenderwijzer.be';
const NO_SUBSCRIPTION = 'gratis@tenderwijzer.be';
/** The European Commission's event tender: 11 similar awards, among them the same buyer's (an incumbent). */
const WITH_INCUMBENT = 76;
/** No award shares its CPV division. */
const WITHOUT_AWARDS = 8;

function renderDetail(id: number, user = FULL) {
  return renderWithProviders(<TenderDetailPage />, { path: '/tenders/:id/info', url: `/tenders/${id}/info`, user });
}

const tenderName = (id: number) => db.tenders.find((row) => row.id === id)?.displayName ?? '';

describe('past awards on the tender detail', { timeout: 30_000 }, () => {
  it('opens on request with the simulated backend’s real awards: figures, incumbent, list and TED links', async () => {
    const user = userEvent.setup();
    renderDetail(WITH_INCUMBENT);
    const section = await screen.findByRole('region', { name: 'Eerdere gunningen' }, { timeout: 4000 });
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Eerdere gunningen tonen' }));
    expect(
      await within(section).findByRole('heading', { name: '11 vergelijkbare gunningen' }, { timeout: 4000 }),
    ).toBeVisible();
    expect(
      within(section).getByRole('heading', { name: 'Huidige opdrachtnemer' }).nextElementSibling,
    ).toHaveTextContent('ECORYS EUROPE EEIG — GEIE');
    expect(within(section).getByRole('img', { name: /gegunde waarden van/ })).toBeVisible();
    expect(within(section).getAllByRole('link', { name: /^Bekijk op TED/ }).length).toBeGreaterThan(0);
    expect(within(section).getByText(/^Bron: TED/)).toBeVisible();
  });

  it('says so for a tender without similar awards', async () => {
    const user = userEvent.setup();
    renderDetail(WITHOUT_AWARDS);
    const section = await screen.findByRole('region', { name: 'Eerdere gunningen' }, { timeout: 4000 });
    await user.click(within(section).getByRole('button', { name: 'Eerdere gunningen tonen' }));
    expect(
      await within(section).findByText(
        'Geen eerdere gunningen gevonden voor vergelijkbare opdrachten.',
        {},
        { timeout: 4000 },
      ),
    ).toBeVisible();
  });

  it('on a failed call, keeps the detail and the go/no-go sheet, and the section says so when opened', async () => {
    const user = userEvent.setup();
    answerAwards({ detail: 'Serverfout' }, 500);
    renderDetail(WITH_INCUMBENT);
    const section = await screen.findByRole('region', { name: 'Eerdere gunningen' }, { timeout: 8000 });
    expect(screen.getByRole('heading', { level: 1, name: tenderName(WITH_INCUMBENT) })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Go/no-go' })).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Eerdere gunningen tonen' }));
    // Opening asks again (with its one retry) before it says so.
    expect(await within(section).findByText('Error loading data', {}, { timeout: 10_000 })).toBeVisible();
  });

  it('against an API without the extension, shows the detail as before and nothing of the awards', async () => {
    const asked = withoutAwardsExtension();
    renderDetail(WITH_INCUMBENT);
    expect(await screen.findByRole('heading', { level: 1, name: tenderName(WITH_INCUMBENT) })).toBeInTheDocument();
    await expect.poll(() => asked).toEqual([`/api/tenders/${WITH_INCUMBENT}/awards/`]);
    await screen.findByRole('region', { name: 'Go/no-go' }, { timeout: 4000 });
    expect(screen.queryByRole('region', { name: 'Eerdere gunningen' })).not.toBeInTheDocument();
    expect(screen.queryByText(/gunning/i)).not.toBeInTheDocument();
  });

  it('shows users without full access the section in its demo state, with no award, under the demo detail', async () => {
    renderDetail(WITH_INCUMBENT, NO_SUBSCRIPTION);
    const section = await screen.findByRole('region', { name: 'Eerdere gunningen' }, { timeout: 4000 });
    expect(within(section).getByText('Alleen met Premium')).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Abonnement kiezen' })).toBeVisible();
    expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
  });
});
