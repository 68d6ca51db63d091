import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleTenders } from '@/features/tenders/data/sample-tenders';
import { expectCardCount } from '@tests/utils/feed-cards';
import { TenderFeedList } from './tender-feed-list';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TenderFeedList', () => {
  it('mounts its cards without reading their layout or scrolling: the resize observer gives their sizes', async () => {
    const inFeed = (element: unknown) => element instanceof Element && element.closest('[role="feed"]') !== null;
    const heightReads = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(0);
    const rectReads = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const scrolls = vi.spyOn(window, 'scrollTo');

    render(
      <MemoryRouter>
        <TenderFeedList label="Feed" tenders={sampleTenders} onSave={vi.fn()} onReject={vi.fn()} />
      </MemoryRouter>,
    );

    // A read of a card's size, or a scroll, as the cards mount would make the browser lay them out inside
    // the commit: the feed's longest task (docs/decisions/112).
    const feed = screen.getByRole('feed', { name: 'Feed' });
    expect(within(feed).getAllByRole('article').length).toBeGreaterThan(0);
    expect(heightReads.mock.contexts.filter(inFeed)).toEqual([]);
    expect(rectReads.mock.contexts.filter(inFeed)).toEqual([]);
    expect(scrolls).not.toHaveBeenCalled();
    // jsdom lays nothing out: once the observer has reported every card at 0 px, all of them fit the screen.
    await expectCardCount(sampleTenders.length, { container: feed });
  });
});
