import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import UpdatePrompt from './update-prompt';

describe('UpdatePrompt', () => {
  it('says a new version is there and reloads only when the user asks', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    render(<UpdatePrompt onReload={onReload} />);
    expect(screen.getByText('Nieuwe versie beschikbaar')).toBeInTheDocument();
    expect(onReload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Opnieuw laden' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
