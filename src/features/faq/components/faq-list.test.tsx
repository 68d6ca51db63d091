import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FaqItem } from '../api/schemas';
import { FaqList } from './faq-list';

const ITEMS: FaqItem[] = [
  {
    id: 102,
    question: 'Welke documenten heb ik nodig?',
    answer: 'Het **bestek** en de offerte.',
    category: 'tender',
    isVisible: true,
    order: 2,
  },
  {
    id: 101,
    question: 'Hoe schrijf ik in?',
    answer: 'Via het e-Procurement platform.',
    category: 'tender',
    isVisible: true,
    order: 1,
  },
];

describe('FaqList', () => {
  it('collapses answers by default, one open at a time', async () => {
    const user = userEvent.setup();
    render(<FaqList items={ITEMS} />);
    const first = screen.getByRole('button', { name: 'Hoe schrijf ik in?' });
    const second = screen.getByRole('button', { name: 'Welke documenten heb ik nodig?' });
    expect(first.closest('h3')).not.toBeNull();
    expect(screen.queryByText('Via het e-Procurement platform.')).not.toBeInTheDocument();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    // The answer's markdown code loads on first open, so the text arrives a moment later.
    expect(await screen.findByText('Via het e-Procurement platform.')).toBeVisible();
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no search box unless asked for', () => {
    render(<FaqList items={ITEMS} />);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('uses a custom search placeholder', () => {
    render(<FaqList items={ITEMS} searchable searchPlaceholder="Zoek in de vragen over deze tender" />);
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', 'Zoek in de vragen over deze tender');
  });

  it('shows every answer in list mode, under headings of the given level', async () => {
    render(<FaqList items={ITEMS} mode="list" headingLevel={4} />);
    const headings = screen.getAllByRole('heading', { level: 4 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Hoe schrijf ik in?',
      'Welke documenten heb ik nodig?',
    ]);
    expect(await screen.findByText('Via het e-Procurement platform.')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows each question as a card in card mode', async () => {
    render(<FaqList items={ITEMS} mode="card" />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect((await within(cards[1] as HTMLElement).findByText('bestek')).tagName).toBe('STRONG');
  });

  it('shows the default or a custom empty message', () => {
    const { rerender } = render(<FaqList items={[]} />);
    expect(screen.getByText('Geen veelgestelde vragen beschikbaar.')).toBeInTheDocument();
    rerender(<FaqList items={[]} emptyMessage="Nog geen vragen voor deze tender." />);
    expect(screen.getByText('Nog geen vragen voor deze tender.')).toBeInTheDocument();
  });
});
