import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = [
  { id: 'matching', title: 'AI-matching', content: 'Tenders op maat van je profiel.' },
  { id: 'assistant', title: 'AI-assistent', content: 'Antwoorden op je vragen.' },
  { id: 'filter', title: 'Filteren', content: 'Alleen wat telt.' },
];

describe('Accordion', () => {
  it('opens the default item and wires buttons to labelled regions', () => {
    render(<Accordion items={items} defaultOpenId="matching" />);
    const first = screen.getByRole('button', { name: 'AI-matching' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'AI-matching' });
    expect(first).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent('Tenders op maat van je profiel.');
    expect(screen.getByRole('button', { name: 'AI-assistent' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Antwoorden op je vragen.')).not.toBeVisible();
  });

  it('keeps one item open at a time', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultOpenId="matching" />);
    await user.click(screen.getByRole('button', { name: 'Filteren' }));
    expect(screen.getByRole('button', { name: 'Filteren' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'AI-matching' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region')).toHaveTextContent('Alleen wat telt.');
  });

  it('closes the open item when it is clicked again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'AI-assistent' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('lets the caller number the titles inside headings of the chosen level', () => {
    render(
      <Accordion
        items={items}
        headingLevel={2}
        renderTitle={(item, { index }) => `${index + 1}. ${String(item.title)}`}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getByRole('button', { name: '2. AI-assistent' })).toBeInTheDocument();
  });
});
