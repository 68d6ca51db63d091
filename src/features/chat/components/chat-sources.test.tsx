import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatSources, type ChatSourceLinks } from './chat-sources';

const SOURCES = [
  { topicType: 'planning_and_deadlines', quote: '**Uiterste indieningsdatum:** 5 maart 2027 om 12:00' },
  {
    topicType: 'requirements',
    quote:
      'De inschrijver legt drie referenties voor van gelijkaardige opdrachten, uitgevoerd in de laatste drie jaar, met een attest van goede uitvoering.',
  },
  { topicType: 'unknown_topic', quote: 'Iets zonder tabblad' },
];

const LABELS: Record<string, string> = {
  planning_and_deadlines: 'Planning en deadlines',
  requirements: 'Vereisten',
};

function links(): ChatSourceLinks {
  return { labelOf: (type) => LABELS[type] ?? null, show: vi.fn() };
}

describe('ChatSources', () => {
  it('lists each source as a button named after its tab, with a short plain excerpt of the quote', () => {
    render(<ChatSources sources={SOURCES} links={links()} />);
    const list = screen.getByRole('list', { name: 'Bronnen' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toHaveAccessibleName(
      'Planning en deadlines: toon “Uiterste indieningsdatum: 5 maart 2027 om 12:00” in het tabblad',
    );
    const excerpt = buttons[1]?.querySelector('q')?.textContent ?? '';
    expect(excerpt.length).toBeLessThanOrEqual(91);
    expect(excerpt).toMatch(/^De inschrijver legt drie referenties voor .*…$/);
    // A topic this tender has no tab for is named, not linked.
    expect(within(list).getByText('unknown topic')).toBeInTheDocument();
    expect(within(list).getByText('Iets zonder tabblad').closest('button')).toBeNull();
  });

  it('shows the chosen source', async () => {
    const user = userEvent.setup();
    const target = links();
    render(<ChatSources sources={SOURCES} links={target} />);
    await user.click(screen.getByRole('button', { name: /Vereisten/ }));
    expect(target.show).toHaveBeenCalledWith(SOURCES[1]);
  });

  it('names the sources without buttons when nothing can show them', () => {
    render(<ChatSources sources={SOURCES} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('planning and deadlines')).toBeInTheDocument();
  });
});
