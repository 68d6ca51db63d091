import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { v } from '@/lib/schema';
import { TenderSchema } from '../api/schemas';
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
});
