import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@tests/utils/render';
import { fakeMediaQueryList } from '@tests/utils/media-query';
import { ChatLauncher } from './chat-launcher';

const USER = 'demo@tenderwijzer.be';

function renderLauncher({ stepsAside = false } = {}) {
  return renderWithProviders(<ChatLauncher tenderId={50} tenderName="Communicatiediensten" stepsAside={stepsAside} />, {
    user: USER,
  });
}

function setLargeScreen(large: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fakeMediaQueryList(query, large && query === '(min-width: 1024px)'),
  );
}

describe('ChatLauncher', () => {
  it('below 1024 px: a floating button opens the chat in a dialog titled Vragen?', async () => {
    const user = userEvent.setup();
    setLargeScreen(false);
    renderLauncher();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Vragen?' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Vragen?' });
    const input = await within(dialog).findByRole('textbox', { name: 'Je vraag' });
    expect(input).toHaveFocus();
    expect(await within(dialog).findByText('Wat is de deadline?')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('from 1024 px: a right sidebar titled Vragen? holding the chat, with no floating button', async () => {
    setLargeScreen(true);
    renderLauncher();
    const sidebar = screen.getByRole('complementary', { name: 'Vragen?' });
    expect(within(sidebar).getByRole('heading', { level: 2, name: 'Vragen?' })).toBeInTheDocument();
    expect(await within(sidebar).findByRole('textbox', { name: 'Je vraag' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vragen?' })).not.toBeInTheDocument();
  });

  it('from 1024 px, while the column needs its room: a button in its place opens the chat in the dialog', async () => {
    const user = userEvent.setup();
    setLargeScreen(true);
    renderLauncher({ stepsAside: true });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Vragen?' });
    expect(button).toHaveClass('sticky');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Vragen?' });
    expect(await within(dialog).findByText('Wat is de deadline?')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('keeps a question typed in the sidebar when the chat steps aside into the dialog', async () => {
    const user = userEvent.setup();
    setLargeScreen(true);
    /** The detail, whose sheet opening makes the chat step aside. */
    function BesideTheSheet() {
      const [isSheetOpen, setIsSheetOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setIsSheetOpen(true)}>
            Blad openen
          </button>
          <ChatLauncher tenderId={50} tenderName="Communicatiediensten" stepsAside={isSheetOpen} />
        </>
      );
    }
    renderWithProviders(<BesideTheSheet />, { user: USER });
    const sidebar = screen.getByRole('complementary', { name: 'Vragen?' });
    await user.type(await within(sidebar).findByRole('textbox', { name: 'Je vraag' }), 'Wat is het budget?');

    await user.click(screen.getByRole('button', { name: 'Blad openen' }));
    await user.click(screen.getByRole('button', { name: 'Vragen?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vragen?' });
    expect(await within(dialog).findByRole('textbox', { name: 'Je vraag' })).toHaveValue('Wat is het budget?');
  });
});
