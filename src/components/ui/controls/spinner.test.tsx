import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is decoration without a label', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is announced with its label', () => {
    render(<Spinner label="Loading..." size="lg" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
