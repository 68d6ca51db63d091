import { act, render, screen } from '@testing-library/react';
import { toast, ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import { notify } from './toast';

describe('notify', () => {
  it('shows a toast in the container', async () => {
    render(<ToastContainer />);
    act(() => {
      notify.success('Voorkeuren bijgewerkt');
    });
    expect(await screen.findByText('Voorkeuren bijgewerkt')).toBeInTheDocument();
  });

  it('passes each kind and its options to react-toastify', () => {
    const error = vi.spyOn(toast, 'error').mockReturnValue('e');
    const warning = vi.spyOn(toast, 'warning').mockReturnValue('w');
    notify.error('Fout bij het bijwerken van het profiel', { toastId: 'profile' });
    notify.warning('Voer een nieuw e-mailadres in.');
    expect(error).toHaveBeenCalledWith('Fout bij het bijwerken van het profiel', { toastId: 'profile' });
    expect(warning).toHaveBeenCalledWith('Voer een nieuw e-mailadres in.', undefined);
  });

  it('keeps a persistent toast open and dismisses it by id', () => {
    const info = vi.spyOn(toast, 'info').mockReturnValue('processing');
    const dismiss = vi.spyOn(toast, 'dismiss').mockReturnValue(undefined);
    const id = notify.persistent('Voorkeuren worden verwerkt... Dit kan enkele minuten duren.');
    expect(info).toHaveBeenCalledWith('Voorkeuren worden verwerkt... Dit kan enkele minuten duren.', {
      autoClose: false,
    });
    notify.dismiss(id);
    expect(dismiss).toHaveBeenCalledWith('processing');
  });
});
