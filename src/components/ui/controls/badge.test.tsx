import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('is neutral by default and takes the colour of its tone', () => {
    render(
      <>
        <Badge>IT</Badge>
        <Badge tone="success">Actief</Badge>
        <Badge tone="error">Verlopen</Badge>
      </>,
    );
    expect(screen.getByText('IT')).toHaveClass('bg-slate-100');
    expect(screen.getByText('Actief')).toHaveClass('bg-emerald-50', 'text-emerald-800');
    expect(screen.getByText('Verlopen')).toHaveClass('bg-red-50', 'text-red-700');
  });
});
