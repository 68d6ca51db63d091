import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

/** The bar with the Bids extension, from a fresh module graph: the code of 'Meer' is not loaded yet. */
async function renderBarWithBids() {
  vi.resetModules();
  const { BottomBar } = await import('./bottom-bar');
  render(
    <MemoryRouter initialEntries={['/tenders']}>
      <BottomBar showsBids />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Snelmenu' });
}

describe("the bottom bar's 'Meer'", () => {
  it('is there from the first render: its button stands in while its code loads', async () => {
    const bar = await renderBarWithBids();
    const standIn = within(bar).getByRole('button', { name: 'Meer' });
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    // The stand-in has no list to name yet; the disclosure's button names it.
    expect(standIn).not.toHaveAttribute('aria-controls');
    await waitFor(() => expect(within(bar).getByRole('button', { name: 'Meer' })).toHaveAttribute('aria-controls'));
    expect(within(bar).getByRole('button', { name: 'Meer' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens once its code is there when its stand-in was pressed, with the focus on its button', async () => {
    const bar = await renderBarWithBids();
    const standIn = within(bar).getByRole('button', { name: 'Meer' });
    expect(standIn).not.toHaveAttribute('aria-controls');
    // At once, before the code can arrive.
    fireEvent.click(standIn);
    const more = await within(bar).findByRole('button', { name: 'Meer', expanded: true });
    expect(more).toHaveFocus();
    expect(within(bar).getByRole('link', { name: 'Verleden' })).toBeVisible();
  });
});
