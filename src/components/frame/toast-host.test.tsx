import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/frame/providers';
import { notify } from '@/lib/logged-in/toast';

describe('ToastHost', () => {
  it('loads the toast container with the first toast and shows that toast', async () => {
    const { container } = render(
      <AppProviders>
        <p>Pagina</p>
      </AppProviders>,
    );
    act(() => {
      notify.success('Aanbesteding succesvol opgeslagen!');
    });
    expect(await screen.findByText('Aanbesteding succesvol opgeslagen!')).toBeInTheDocument();
    expect(container.querySelector('.Toastify')).not.toBeNull();
  });
});
