import { screen, waitFor, within, type waitForOptions } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until `count` cards show, in `options.container` (the whole page by default). The virtualized feed
 * adds the cards beyond the first screen one a frame (docs/decisions/112): a count read at once races them.
 */
export async function expectCardCount(count: number, options: waitForOptions = {}): Promise<void> {
  const { container } = options;
  await waitFor(() => {
    const cards = container ? within(container).getAllByRole('article') : screen.getAllByRole('article');
    expect(cards).toHaveLength(count);
  }, options);
}
