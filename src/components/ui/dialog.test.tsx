import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMediaQueryList } from '@tests/utils/media-query';
import { Dialog } from './dialog';

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Vragen stellen
      </button>
      <Dialog open={open} onClose={close} title="Vragen?" initialFocus={inputRef}>
        <label>
          Bericht
          <input ref={inputRef} />
        </label>
        <button type="button">Verzenden</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  // jsdom has no Web Animations API; without this stub Headless UI polyfills it with a console.warn.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getAnimations').mockReturnValue([]);
  });

  it('opens named by its title with focus on the initial element, and traps focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Vragen stellen' }));

    const dialog = await screen.findByRole('dialog', { name: 'Vragen?' });
    expect(screen.getByLabelText('Bericht')).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Verzenden' })).toHaveFocus();
    await user.tab();
    await user.tab();
    // Focus wraps around inside the dialog instead of reaching the page behind it.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('leaves the focus where a Tab moved it before the next frame', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Vragen stellen' }));
    await screen.findByRole('dialog', { name: 'Vragen?' });
    await user.tab();
    const send = screen.getByRole('button', { name: 'Verzenden' });
    expect(send).toHaveFocus();
    frames.splice(0).forEach((callback) => callback(performance.now()));
    expect(send).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Vragen stellen' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Vragen?' });

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('focuses the initial element on a touch screen too, where Headless UI leaves it on the frame', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      fakeMediaQueryList(query, query === '(pointer: coarse)'),
    );
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Vragen stellen' }));
    await screen.findByRole('dialog', { name: 'Vragen?' });
    await waitFor(() => expect(screen.getByLabelText('Bericht')).toHaveFocus());
  });

  it('closes with its corner button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Vragen stellen' }));
    await user.click(await screen.findByRole('button', { name: 'Venster sluiten' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
