import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { v } from '@/api/schema';
import { TenderSchema } from '@/features/tenders/model/schemas';
import { TopicTabs } from './topic-tabs';

const tender = v.parse(TenderSchema, {
  id: 7,
  displayDescription: 'De **beschrijving**',
  analysis: {
    id: 1,
    topics: [
      { id: 11, type: 'summary', value: 'Kort samengevat' },
      { id: 12, type: 'deadlines', value: '' },
    ],
  },
});

describe('TopicTabs', () => {
  it('selects with the arrow keys, wrapping at both ends, with one tab in the tab order', async () => {
    const user = userEvent.setup();
    render(<TopicTabs tender={tender} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);

    await user.tab();
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tabs[2]).toHaveFocus();
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('renders only the selected panel, labelled by its tab', async () => {
    const user = userEvent.setup();
    render(<TopicTabs tender={tender} />);
    expect(within(screen.getByRole('tabpanel')).getByText('beschrijving').tagName).toBe('STRONG');

    const second = screen.getAllByRole('tab')[1] as HTMLElement;
    await user.click(second);
    const panel = screen.getByRole('tabpanel', { name: second.textContent ?? '' });
    expect(panel).toHaveTextContent('Kort samengevat');
    expect(second).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  describe('with a citation (cited answers)', () => {
    const cited = v.parse(TenderSchema, {
      id: 8,
      displayDescription: 'Onderhoud van groenzones in Gent.',
      analysis: {
        id: 1,
        topics: [
          { id: 21, type: 'budgeting_and_finance', value: '- **Geraamde waarde (excl. btw):** € 120.000' },
          { id: 22, type: 'locatie', value: 'Gent, Oost-Vlaanderen' },
        ],
      },
    });
    const mark = () => screen.getByRole('tabpanel').querySelector('mark[data-quote="start"]');

    it('selects the tab of the cited topic and marks the quote, focused and announced', async () => {
      const { rerender } = render(<TopicTabs tender={cited} />);
      rerender(
        <TopicTabs
          tender={cited}
          citation={{ topicType: 'budgeting_and_finance', quote: '**Geraamde waarde (excl. btw):** € 120.000' }}
        />,
      );
      expect(screen.getByRole('tab', { name: 'Budget en financiën' })).toHaveAttribute('aria-selected', 'true');
      await waitFor(() => expect(mark()).toHaveFocus());
      expect(mark()).toHaveTextContent('Geraamde waarde (excl. btw):');
      expect(screen.getByRole('status')).toHaveTextContent(
        'Het geciteerde fragment is gemarkeerd in het tabblad Budget en financiën.',
      );
    });

    it('takes the mark away when another tab is chosen, and marks again for a new citation', async () => {
      const user = userEvent.setup();
      const { rerender } = render(<TopicTabs tender={cited} />);
      const citation = { topicType: 'location', quote: 'Gent' };
      rerender(<TopicTabs tender={cited} citation={citation} />);
      // `location` and `locatie` are the same topic.
      expect(screen.getByRole('tab', { name: 'Locatie' })).toHaveAttribute('aria-selected', 'true');
      await waitFor(() => expect(mark()).toHaveFocus());

      await user.click(screen.getByRole('tab', { name: 'Beschrijving' }));
      expect(screen.getByRole('tabpanel').querySelector('mark')).toBeNull();
      expect(screen.getByRole('status')).toBeEmptyDOMElement();

      rerender(<TopicTabs tender={cited} citation={{ ...citation }} />);
      expect(screen.getByRole('tab', { name: 'Locatie' })).toHaveAttribute('aria-selected', 'true');
      await waitFor(() => expect(mark()).toHaveFocus());
    });

    it('opens the tab and says so when the quote is not in it; ignores a topic the tender lacks', async () => {
      const { rerender } = render(<TopicTabs tender={cited} />);
      rerender(<TopicTabs tender={cited} citation={{ topicType: 'locatie', quote: 'Brugge' }} />);
      await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveFocus());
      expect(screen.getByRole('tabpanel').querySelector('mark')).toBeNull();
      expect(screen.getByRole('status')).toHaveTextContent(
        'Het tabblad Locatie is geopend; het geciteerde fragment staat er niet letterlijk in.',
      );

      rerender(<TopicTabs tender={cited} citation={{ topicType: 'requirements', quote: 'Gent' }} />);
      expect(screen.getByRole('tab', { name: 'Locatie' })).toHaveAttribute('aria-selected', 'true');
    });
  });
});
