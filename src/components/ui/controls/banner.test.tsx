import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Banner } from './banner';

describe('Banner', () => {
  it('announces info politely and errors at once', () => {
    render(
      <>
        <Banner status="info" message="Voorkeuren worden verwerkt" />
        <Banner status="error" title="Betaling Vereist" message="Je betaling is mislukt" />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Voorkeuren worden verwerkt');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Betaling Vereist');
    expect(alert).toHaveTextContent('Je betaling is mislukt');
  });

  it('shows no dismiss button unless dismissible', () => {
    render(<Banner status="warning" message="Profiel Incompleet" />);
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it('disappears when dismissed', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<Banner status="success" message="Gelukt" dismissible onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('runs actions and closes only for those that close the banner', async () => {
    const user = userEvent.setup();
    const view = vi.fn();
    const later = vi.fn();
    render(
      <Banner
        status="warning"
        title="Profiel Incompleet"
        message="Vul je profiel aan"
        actions={[
          { label: 'Profiel Bijwerken', onClick: view },
          { label: 'Later', onClick: later, style: 'neutral', closesBanner: true },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Profiel Bijwerken' }));
    expect(view).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(later).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
