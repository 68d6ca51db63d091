import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SidePanel } from './side-panel';

describe('SidePanel', () => {
  it('is a named complementary landmark that starts open', () => {
    render(
      <SidePanel side="right" title="Matching profiel">
        <p>Profiel Compleetheid</p>
      </SidePanel>,
    );
    const panel = screen.getByRole('complementary', { name: 'Matching profiel' });
    expect(panel).toHaveClass('w-side-panel', 'max-h-side-panel');
    expect(screen.getByText('Profiel Compleetheid')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('collapses and expands with its toggle', async () => {
    const user = userEvent.setup();
    render(
      <SidePanel side="left" title="Navigatie" collapsible>
        <p>Feed</p>
      </SidePanel>,
    );
    const collapse = screen.getByRole('button', { name: 'Paneel inklappen' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');

    await user.click(collapse);
    const expand = screen.getByRole('button', { name: 'Paneel uitklappen' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Feed')).not.toBeVisible();
    // The landmark keeps its name while collapsed.
    expect(screen.getByRole('complementary', { name: 'Navigatie' })).toHaveClass('w-14');

    await user.click(expand);
    expect(screen.getByRole('button', { name: 'Paneel inklappen' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Feed')).toBeVisible();
  });
});
