import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { answerAwards, AWARDS_FIXTURE } from '@tests/utils/awards-extension';
import { renderWithProviders } from '@tests/utils/render';
import type { SuggestedScores } from '../lib/suggest-scores';
import { SheetMarketView } from './sheet-market-view';

const DEMO = 'demo@tenderwijzer.be';

function Sheet({ onApplyScores }: { onApplyScores: (scores: SuggestedScores) => void }) {
  const [price, setPrice] = useState<number | null>(null);
  return (
    <SheetMarketView
      tenderId={12}
      intendedPriceEur={price}
      onIntendedPriceChange={setPrice}
      onApplyScores={onApplyScores}
    />
  );
}

async function renderMarket(body: unknown = AWARDS_FIXTURE, status = 200) {
  answerAwards(body, status);
  const onApplyScores = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<Sheet onApplyScores={onApplyScores} />, { user: DEMO });
  const price = await screen.findByRole('textbox', { name: 'Je beoogde prijs (euro)' });
  return { user, price, onApplyScores };
}

describe('the go/no-go sheet’s market view', () => {
  it('shows the median bidders, the value range and the incumbent', async () => {
    await renderMarket();
    const figure = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(figure('Mediaan aantal inschrijvers')).toBe('3');
    expect(figure('Laagste en hoogste gegunde waarde')).toBe('€ 50.000 – € 120.000');
    expect(figure('Huidige opdrachtnemer')).toBe('Bureau Noord');
  });

  it.each([
    ['40.000', 'Lager dan alle eerdere gegunde waarden (laagste € 50.000).'],
    ['80000', 'Binnen de eerdere gegunde waarden (€ 50.000 – € 120.000): 1 van de 2 lagen lager.'],
    ['€ 150.000', 'Hoger dan alle eerdere gegunde waarden (hoogste € 120.000).'],
  ])('places an intended price of %s among the past awarded values', async (typed, position) => {
    const { user, price } = await renderMarket();
    await user.type(price, typed);
    expect(screen.getByText(position)).toBeVisible();
  });

  it('says there is nothing to compare with when no past award has a value', async () => {
    const { user, price } = await renderMarket({
      summary: { ...AWARDS_FIXTURE.summary, medianValueEur: null, minValueEur: null, maxValueEur: null },
      results: AWARDS_FIXTURE.results.map((award) => ({ ...award, awardedValueEur: null })),
    });
    await user.type(price, '80000');
    expect(screen.getByText('Geen eerdere gegunde waarden om je prijs mee te vergelijken.')).toBeVisible();
  });

  it('suggests scores, and applies them only when the user presses the button', async () => {
    const { user, price, onApplyScores } = await renderMarket();
    // Three bidders (2) with an incumbent (−1); no price, no margin yet.
    expect(screen.getByText('Kans tegen de concurrentie: 1')).toBeVisible();
    expect(screen.queryByText(/^Marge:/)).not.toBeInTheDocument();
    await user.type(price, '150000');
    // Above every past award: less chance (0), full margin (4).
    expect(screen.getByText('Kans tegen de concurrentie: 0')).toBeVisible();
    expect(screen.getByText('Marge: 4')).toBeVisible();
    expect(onApplyScores).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Scores overnemen' }));
    expect(onApplyScores).toHaveBeenCalledExactlyOnceWith({ competition: 0, margin: 4 });
    expect(screen.getByRole('status')).toHaveTextContent('Voorgestelde scores overgenomen.');
  });

  it('shows nothing against an API without the extension', async () => {
    const asked = answerAwards({ detail: 'Niet gevonden.' }, 404);
    renderWithProviders(<Sheet onApplyScores={vi.fn()} />, { user: DEMO });
    await expect.poll(() => asked).toEqual(['/api/tenders/12/awards/']);
    await expect.poll(() => screen.queryByText('Marktbeeld')).toBeNull();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
