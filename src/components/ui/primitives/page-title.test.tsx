import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageTitle } from './page-title';

describe('PageTitle', () => {
  it('renders the page heading and names the tab after it', () => {
    render(<PageTitle>Bewaarde Aanbestedingen</PageTitle>);
    expect(screen.getByRole('heading', { level: 1, name: 'Bewaarde Aanbestedingen' })).toBeInTheDocument();
    expect(document.title).toBe('Bewaarde Aanbestedingen | Tenderwijzer');
  });

  it('can give the tab a different title', () => {
    render(<PageTitle documentTitle="Tender 42">Onderhoud groenzones</PageTitle>);
    expect(document.title).toBe('Tender 42 | Tenderwijzer');
  });
});
