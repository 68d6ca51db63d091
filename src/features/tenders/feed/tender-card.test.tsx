import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TenderSchema, type Tender } from '@/features/tenders/model/schemas';
import { renderWithProviders } from '@tests/utils/render';
import { v } from '@/api/schema';
import { TenderCard, type TenderCardProps } from './tender-card';

function makeTender(overrides: Partial<Record<string, unknown>> = {}): Tender {
  const input = {
    id: 42,
    name: 'Onderhoud website',
    displayName: 'Onderhoud en hosting van de stedelijke website',
    organization: 'Stad Voorbeeld',
    labels: [
      { id: 1, type: 'Sector', value: 'IT-diensten' },
      { id: 2, type: 'Region', value: 'Antwerpen' },
      { id: 3, type: 'Minimum price', value: '120000' },
    ],
    analysis: {
      id: 7,
      labels: [],
      topics: [{ id: 1, type: 'location', value: '**Mechelen**, Antwerpen\nTweede regel', language: 'NL' }],
    },
    daysRemaining: 21,
    submissionDate: '2026-03-05T12:00:00',
    isSaved: false,
    isRejected: false,
    ...overrides,
  };
  return v.parse(TenderSchema, input);
}

function renderCard(props: Partial<TenderCardProps> = {}) {
  return renderWithProviders(
    <TenderCard tender={props.tender ?? makeTender()} variant="feed" detailHref="/tenders/42/info" {...props} />,
  );
}

function dayCount() {
  // The day block is the only element carrying a tone.
  const block = document.querySelector('[data-tone]');
  if (!(block instanceof HTMLElement)) throw new Error('day count block not found');
  return block;
}

describe('TenderCard', () => {
  it('is an article named by its title, which is clamped with the full name in its title attribute', () => {
    renderCard();
    const article = screen.getByRole('article', { name: 'Onderhoud en hosting van de stedelijke website' });
    // A feed card's title follows the page's h1; a landing card's its section's h2.
    const heading = within(article).getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('Onderhoud en hosting van de stedelijke website');
    expect(heading).toHaveAttribute('title', 'Onderhoud en hosting van de stedelijke website');
    expect(heading).toHaveClass('line-clamp-2');
  });

  it('titles a landing sample card one level below its section heading', () => {
    renderCard({ variant: 'landing' });
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Onderhoud en hosting van de stedelijke website',
    );
  });

  it("falls back to 'No Title'", () => {
    renderCard({ tender: makeTender({ displayName: null }) });
    expect(screen.getByRole('heading', { name: 'No Title' })).toBeInTheDocument();
  });

  it('shows the organisation and the first line of the location topic as plain text', () => {
    renderCard();
    expect(screen.getByText('Stad Voorbeeld')).toBeInTheDocument();
    expect(screen.getByText('Mechelen, Antwerpen')).toBeInTheDocument();
    expect(screen.queryByText(/Tweede regel/)).not.toBeInTheDocument();
  });

  it("reads the place from a 'locatie' topic too, and shows '-' without an organisation", () => {
    renderCard({
      tender: makeTender({
        organization: null,
        analysis: { id: 7, topics: [{ id: 1, type: 'locatie', value: '# Gent' }] },
      }),
    });
    expect(screen.getByText('Gent')).toBeInTheDocument();
    const organisation = screen.getByText('Organisatie').closest('div');
    expect(organisation).toHaveTextContent('Organisatie-');
  });

  it('shows the sector tag, the region label and the minimum price as € 120.000', () => {
    renderCard();
    expect(screen.getByText('IT-diensten')).toBeInTheDocument();
    expect(screen.getByText('Antwerpen')).toBeInTheDocument();
    expect(screen.getByText('€ 120.000')).toBeInTheDocument();
  });

  it("reads 'Regio' labels and labels of the analysis", () => {
    renderCard({
      tender: makeTender({
        labels: [{ id: 2, type: 'Regio', value: 'Limburg' }],
        analysis: { id: 7, labels: [{ id: 9, type: 'Sector', value: 'Software' }], topics: [] },
      }),
    });
    expect(screen.getByText('Limburg')).toBeInTheDocument();
    expect(screen.getByText('Software')).toBeInTheDocument();
  });

  it.each([
    ['None', '-'],
    ['', '-'],
    ['85000.00', '€ 85.000'],
    ['120.000', '€ 120.000'],
    ['1234,5', '€ 1.234,50'],
    ['Op aanvraag', 'Op aanvraag'],
  ])("shows minimum price %j as '%s'", (value, shown) => {
    renderCard({ tender: makeTender({ labels: [{ id: 3, type: 'Minimum price', value }] }) });
    const price = screen.getByText('Minimumprijs').closest('div');
    expect(price).toHaveTextContent(`Minimumprijs${shown}`);
  });

  it("shows '-' as the price when the tender has no minimum-price label", () => {
    renderCard({ tender: makeTender({ labels: [] }) });
    expect(screen.getByText('Minimumprijs').closest('div')).toHaveTextContent('Minimumprijs-');
  });

  it("shows 'Einddatum' as a nl-BE date on feed cards", () => {
    renderCard();
    expect(screen.getByText('Einddatum').closest('dl')).toHaveTextContent('Einddatum5/3/2026');
  });

  it("shows '-' as the date of a feed card without a valid date", () => {
    renderCard({ tender: makeTender({ submissionDate: '' }) });
    expect(screen.getByText('Einddatum').closest('dl')).toHaveTextContent('Einddatum-');
  });

  it('shows the first 10 characters of submissionDate on landing cards, or -', () => {
    const { unmount } = renderCard({ variant: 'landing' });
    expect(screen.getByText('Einddatum').closest('dl')).toHaveTextContent('Einddatum2026-03-05');
    unmount();
    renderCard({ variant: 'landing', tender: makeTender({ submissionDate: '' }) });
    expect(screen.getByText('Einddatum').closest('dl')).toHaveTextContent('Einddatum-');
  });

  it.each([
    [21, '21', 'Dagen resterend', 'emerald'],
    [15, '15', 'Dagen resterend', 'emerald'],
    [14, '14', 'Dagen resterend', 'amber'],
    [4, '4', 'Dagen resterend', 'amber'],
    [3, '3', 'Dagen resterend', 'red'],
    [1, '1', 'Dag resterend', 'red'],
    [0, '0', 'Vandaag', 'red'],
    [-1, '1', 'Dag geleden', 'slate'],
    [-12, '12', 'Dagen geleden', 'slate'],
    [null, '–', 'Geen datum', 'slate'],
  ])('shows daysRemaining %s as %s %s in %s', (daysRemaining, number, label, tone) => {
    renderCard({ tender: makeTender({ daysRemaining }) });
    const block = dayCount();
    expect(block).toHaveTextContent(`${number} ${label}`);
    expect(within(block).getByText(label)).toBeInTheDocument();
    expect(block).toHaveAttribute('data-tone', tone);
  });

  it('links BEKIJK to the detail page', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'BEKIJK' });
    expect(link).toHaveAttribute('href', '/tenders/42/info');
    expect(link).toHaveAccessibleDescription('Onderhoud en hosting van de stedelijke website');
  });

  it('makes BEKIJK a button calling onView when it is given', async () => {
    const user = userEvent.setup();
    const onView = vi.fn();
    const tender = makeTender();
    renderCard({ tender, onView });
    expect(screen.queryByRole('link', { name: 'BEKIJK' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'BEKIJK' }));
    expect(onView).toHaveBeenCalledWith(tender);
  });

  it('shows Volgen only on the landing variant, leading to registration', () => {
    const { unmount } = renderCard();
    expect(screen.queryByRole('link', { name: 'Volgen' })).not.toBeInTheDocument();
    unmount();
    renderCard({ variant: 'landing' });
    expect(screen.getByRole('link', { name: 'Volgen' })).toHaveAttribute('href', '/register');
  });

  it('renders save and reject as named toggles with aria-pressed that call their handlers', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onReject = vi.fn();
    const tender = makeTender({ isSaved: true, isRejected: false });
    renderCard({ tender, onSave, onReject });

    const save = screen.getByRole('button', { name: 'Bewaren' });
    const reject = screen.getByRole('button', { name: 'Verwerpen' });
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(reject).toHaveAttribute('aria-pressed', 'false');

    await user.click(save);
    expect(onSave).toHaveBeenCalledWith(tender);
    await user.click(reject);
    expect(onReject).toHaveBeenCalledWith(tender);
  });

  it('reflects isRejected in the reject toggle', () => {
    renderCard({ tender: makeTender({ isRejected: true }), onSave: vi.fn(), onReject: vi.fn() });
    expect(screen.getByRole('button', { name: 'Verwerpen' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Bewaren' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the toggle name as a tooltip on hover', async () => {
    const user = userEvent.setup();
    renderCard({ onSave: vi.fn(), onReject: vi.fn() });
    expect(screen.queryByRole('tooltip', { name: 'Bewaren' })).not.toBeInTheDocument();
    await user.hover(screen.getByRole('button', { name: 'Bewaren' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Bewaren');
  });

  it('leaves the toggles out without handlers', () => {
    renderCard();
    expect(screen.queryByRole('button', { name: 'Bewaren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verwerpen' })).not.toBeInTheDocument();
  });

  it('marks an exiting card for its exit animation', () => {
    const { unmount } = renderCard();
    expect(screen.getByRole('article')).not.toHaveAttribute('data-state');
    unmount();
    renderCard({ isExiting: true });
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'exiting');
    expect(screen.getByRole('article')).toHaveClass('opacity-0', 'duration-500');
  });
});

describe('TenderCard match percentage (optional extension)', () => {
  it("shows the score as a percentage, named 'Match' for screen readers, first among the badges", () => {
    renderCard({ tender: makeTender({ overallScore: 87, matchReasons: [{ kind: 'fit', text: 'Regio Antwerpen' }] }) });
    const score = screen.getByText('87%');
    expect(score).toHaveRole('definition');
    const pair = score.parentElement;
    if (!pair) throw new Error('the score has no term beside it');
    expect(within(pair).getByRole('term')).toHaveTextContent('Match');
    // Before the sector and region badges: the first thing to scan on a card.
    const terms = screen.getAllByRole('term').map((element) => element.textContent);
    expect(terms.indexOf('Match')).toBeLessThan(terms.indexOf('Sector'));
  });

  it('rounds and bounds the score the API sends', () => {
    renderCard({ tender: makeTender({ overallScore: 104.6 }) });
    expect(screen.getByText('100%')).toBeInTheDocument();
  });

  it('looks as the spec says without the optional fields, or with malformed ones', () => {
    for (const extra of [{}, { overallScore: null, matchReasons: null }, { overallScore: 'hoog', matchReasons: 'x' }]) {
      const tender = makeTender(extra);
      expect(tender.overallScore).toBeUndefined();
      const { unmount } = renderCard({ tender });
      expect(screen.queryByText('Match')).not.toBeInTheDocument();
      expect(screen.queryByText(/%/)).not.toBeInTheDocument();
      expect(screen.getAllByRole('term').map((element) => element.textContent)).toEqual([
        'Organisatie',
        'Locatie',
        'Sector',
        'Regio',
        'Minimumprijs',
        'Einddatum',
      ]);
      unmount();
    }
  });
});
