import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showStartFailure } from './show-start-failure';

describe('showStartFailure', () => {
  it('says in Dutch that the page could not load, in place of whatever was there, and reloads on request', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const root = document.createElement('div');
    root.textContent = 'oud';
    document.body.append(root);

    showStartFailure(root);

    const main = screen.getByRole('main');
    expect(root).not.toHaveTextContent('oud');
    expect(within(main).getByRole('heading', { level: 1, name: 'Er ging iets mis' })).toBeInTheDocument();
    expect(within(main).getByRole('alert')).toHaveTextContent(
      'Deze pagina kon niet geladen worden, misschien omdat er net een nieuwe versie van Tenderwijzer is. Laad de pagina opnieuw.',
    );
    await userEvent.click(within(main).getByRole('button', { name: 'Pagina herladen' }));
    expect(reload).toHaveBeenCalledOnce();
    root.remove();
  });
});
