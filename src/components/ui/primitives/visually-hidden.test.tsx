import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps text in the accessible name while hiding it from view', () => {
    render(
      <button type="button">
        <svg aria-hidden="true" />
        <VisuallyHidden>Bewaren</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Bewaren' })).toBeInTheDocument();
    expect(screen.getByText('Bewaren')).toHaveClass('sr-only');
  });
});
