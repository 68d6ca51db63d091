import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerAwards, AWARDS_FIXTURE } from '@tests/utils/awards-extension';
import { renderWithProviders } from '@tests/utils/render';
import AwardsPanel from './awards-panel';

const DEMO = 'demo@tenderwijzer.be';
const tender = {
  id: 12,
  labels: [{ id: 1, type: 'Minimum price', value: '100000' }],
  analysis: null,
};

const renderPanel = () => renderWithProviders(<AwardsPanel tender={tender} />, { user: DEMO });

describe('past awards on the tender detail', () => {
  it('shows the summary’s figures, the incumbent and the source', async () => {
    answerAwards(AWARDS_FIXTURE);
    renderPanel();
    expect(await screen.findByRole('heading', { name: '3 vergelijkbare gunningen' })).toBeVisible();
    const figure = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
    expect(figure('Mediaan gegunde waarde')).toBe('€ 85.000');
    expect(figure('Laagste en hoogste waarde')).toBe('€ 50.000 – € 120.000');
    expect(figure('Mediaan aantal inschrijvers')).toBe('3');
    expect(figure('Gewonnen door een kmo')).toBe('50 %');
    expect(screen.getByRole('heading', { name: 'Huidige opdrachtnemer' }).nextElementSibling).toHaveTextContent(
      'Bureau Noord',
    );
    expect(screen.getByText('gegund op 02/05/2023')).toBeVisible();
    expect(screen.getByText(/^Bron: TED/)).toBeVisible();
  });

  it('gives the chart a text alternative: a description naming the estimate, and a table of the same awards', async () => {
    answerAwards(AWARDS_FIXTURE);
    renderPanel();
    const chart = await screen.findByRole('img', { name: /^2 gegunde waarden van € 50\.000 tot € 120\.000/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining('Geraamde waarde van deze opdracht: € 100.000'));
    const table = screen.getByRole('table', { name: 'Gegunde waarden en aantal inschrijvers', hidden: true });
    const rows = within(table)
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => row.textContent);
    // Lowest value first, as the axis reads; the award without a value is not a dot, nor a row.
    expect(rows).toEqual(['€ 50.0001Studio Zuid30/11/2022', '€ 120.0005Bureau Noord (Gent)02/05/2023']);
  });

  it('lists each award with winner, value, bidders, date, why it is similar and its notice on TED', async () => {
    answerAwards(AWARDS_FIXTURE);
    renderPanel();
    const list = (await screen.findByRole('heading', { name: 'Vergelijkbare gunningen' })).nextElementSibling;
    const [first, , last] = within(list as HTMLElement)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(first).toHaveTextContent('Bureau Noord (Gent)');
    expect(first).toHaveTextContent('€ 120.000');
    expect(first).toHaveTextContent('02/05/2023');
    expect(within(first as HTMLElement).getByText('Zelfde opdrachtgever')).toBeVisible();
    expect(within(first as HTMLElement).getByText('Zelfde CPV-groep')).toBeVisible();
    expect(within(first as HTMLElement).getByText('Zelfde regio')).toBeVisible();
    const ted = within(first as HTMLElement).getByRole('link', { name: /^Bekijk op TED/ });
    expect(ted).toHaveAttribute('href', 'https://ted.europa.eu/nl/notice/-/detail/100001-2023');
    expect(ted).toHaveAttribute('target', '_blank');
    expect(ted).toHaveAccessibleName(/^Bekijk op TED ?\(opent in een nieuw venster\)$/);
    expect(ted).toHaveAttribute('rel', 'noopener noreferrer');
    expect(last).toHaveTextContent('Gegunde waardeonbekend');
    expect(within(last as HTMLElement).getByText('Zelfde CPV-afdeling')).toBeVisible();
    expect(within(last as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when there are no similar awards', async () => {
    answerAwards({ summary: { ...AWARDS_FIXTURE.summary, count: 0, incumbent: null }, results: [] });
    renderPanel();
    expect(await screen.findByText('Geen eerdere gunningen gevonden voor vergelijkbare opdrachten.')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the error state with a retry when the call fails', async () => {
    const user = userEvent.setup();
    answerAwards({ detail: 'Serverfout' }, 500);
    renderPanel();
    expect(await screen.findByText('Error loading data', {}, { timeout: 8000 })).toBeVisible();
    answerAwards(AWARDS_FIXTURE);
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: '3 vergelijkbare gunningen' })).toBeVisible();
  });
});
