import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('is filled by default and outlined on request', () => {
    render(
      <>
        <Button>Opslaan</Button>
        <Button variant="outlined">Annuleren</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Opslaan' })).toHaveClass('bg-blue-700', 'text-white');
    expect(screen.getByRole('button', { name: 'Annuleren' })).toHaveClass('border-blue-700', 'text-blue-700');
    expect(screen.getByRole('button', { name: 'Annuleren' })).not.toHaveClass('bg-blue-700');
  });

  it('never submits a form unless asked to', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Wijzigen</Button>
        <Button type="submit">Verzenden</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Wijzigen' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is disabled and busy while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button isLoading onClick={onClick}>
        Koop plan
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Koop plan' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('ButtonLink', () => {
  it('links to an app route with the button look', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/register" size="lg">
          Registreer
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Registreer' });
    expect(link).toHaveAttribute('href', '/register');
    expect(link).toHaveClass('bg-blue-700', 'min-h-12');
  });

  it('renders a plain anchor for mail and keeps a new window safe', () => {
    render(
      <>
        <ButtonLink href="mailto:info@tenderwijzer.be" variant="outlined">
          Vraag een demo
        </ButtonLink>
        <ButtonLink href="https://example.com" target="_blank">
          Extern
        </ButtonLink>
        <ButtonLink href="https://example.com/zelfde-venster" rel="opener">
          Andere site
        </ButtonLink>
      </>,
    );
    const mail = screen.getByRole('link', { name: 'Vraag een demo' });
    expect(mail).toHaveAttribute('href', 'mailto:info@tenderwijzer.be');
    expect(mail).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Extern' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Andere site' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(mail).not.toHaveAttribute('rel');
  });
});
