import { act, render, screen } from '@testing-library/react';
import { toast, ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/logged-in/toast';

describe('notify', () => {
  it('shows a toast in the container', async () => {
    render(<ToastContainer />);
    act(() => {
      notify.success('Voorkeuren bijgewerkt');
    });
    expect(await screen.findByText('Voorkeuren bijgewerkt')).toBeInTheDocument();
  });

  it('passes each kind and its options to react-toastify', async () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue('e');
    const warning = vi.spyOn(toast, 'warning').mockReturnValue('w');
    notify.error('Fout bij het bijwerken van het profiel', { toastId: 'profile' });
    notify.warning('Voer een nieuw e-mailadres in.');
    await vi.waitFor(() => expect(warning).toHaveBeenCalled());
    expect(error).toHaveBeenCalledWith('Fout bij het bijwerken van het profiel', { toastId: 'profile' });
    expect(warning).toHaveBeenCalledWith('Voer een nieuw e-mailadres in.', undefined);
  });

  it('keeps a persistent toast open and dismisses it by id, in the order of the calls', async () => {
    const calls: string[] = [];
    const info = vi.spyOn(toast, 'info').mockImplementation(() => {
      calls.push('info');
      return 'processing';
    });
    const dismiss = vi.spyOn(toast, 'dismiss').mockImplementation(() => {
      calls.push('dismiss');
    });
    const id = notify.persistent('Voorkeuren worden verwerkt... Dit kan enkele minuten duren.');
    notify.dismiss(id);
    await vi.waitFor(() => expect(dismiss).toHaveBeenCalledWith(id));
    expect(info).toHaveBeenCalledWith('Voorkeuren worden verwerkt... Dit kan enkele minuten duren.', {
      autoClose: false,
      toastId: id,
    });
    expect(calls).toEqual(['info', 'dismiss']);
  });
});
