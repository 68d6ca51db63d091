import { SparklesIcon } from '@heroicons/react/24/outline';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Callout } from './callout';

describe('Callout', () => {
  it.each([false, true])('is a section named by its heading, with its sentence and action (inline: %s)', (inline) => {
    render(
      <Callout tone="info" inline={inline} icon={SparklesIcon} title="Demomodus" action={<a href="/account">Verder</a>}>
        Je bekijkt drie voorbeeldaanbestedingen.
      </Callout>,
    );
    const region = screen.getByRole('region', { name: 'Demomodus' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Demomodus' }));
    expect(region).toHaveTextContent('Je bekijkt drie voorbeeldaanbestedingen.');
    expect(region).toContainElement(screen.getByRole('link', { name: 'Verder' }));
    expect(region.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('looks like an empty state in the neutral tone and like a notice in the info tone', () => {
    render(
      <>
        <Callout tone="neutral" icon={SparklesIcon} title="Leeg" action={null}>
          Nog niets.
        </Callout>
        <Callout tone="info" icon={SparklesIcon} title="Info" action={null}>
          Met een abonnement.
        </Callout>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Leeg' })).toHaveClass('border-dashed', 'bg-white');
    expect(screen.getByRole('region', { name: 'Info' })).toHaveClass('border-blue-200', 'bg-blue-50');
  });
});
