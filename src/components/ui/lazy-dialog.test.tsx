import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyDialog } from './lazy-dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  const backRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abonnement opzeggen
      </button>
      <LazyDialog open={open} onClose={() => setOpen(false)} title="Abonnement opzeggen?" initialFocus={backRef}>
        <button type="button" ref={backRef} onClick={() => setOpen(false)}>
          Terug
        </button>
      </LazyDialog>
    </>
  );
}

describe('LazyDialog', () => {
  // jsdom has no Web Animations API; without this stub Headless UI polyfills it with a console.warn.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getAnimations').mockReturnValue([]);
  });

  it('renders nothing until it opens, then the dialog with focus on the initial element', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abonnement opzeggen' }));
    expect(await screen.findByRole('dialog', { name: 'Abonnement opzeggen?' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Terug' })).toHaveFocus());
  });

  it('gives focus back to the button that opened it, each time it closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Abonnement opzeggen' });

    for (const close of [
      () => user.click(screen.getByRole('button', { name: 'Terug' })),
      () => user.keyboard('{Escape}'),
    ]) {
      await user.click(opener);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Terug' })).toHaveFocus());
      await close();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(opener).toHaveFocus();
    }
  });
});
