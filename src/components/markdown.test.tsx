import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

describe('Markdown', () => {
  it('renders headings, lists and emphasis', () => {
    render(<Markdown>{'## Gunningscriteria\n\n- **Prijs**: 60%\n- Kwaliteit: 40%'}</Markdown>);
    expect(screen.getByRole('heading', { level: 2, name: 'Gunningscriteria' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Prijs').tagName).toBe('STRONG');
  });

  it('shows raw HTML as literal text and never renders it', () => {
    const { container } = render(
      <Markdown>
        {'<script>alert(1)</script>\n\nTekst <img src=x onerror="alert(2)"> en <b>vet</b>\n\n<div>blok</div>'}
      </Markdown>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.firstElementChild?.querySelector('div')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script>');
    expect(container).toHaveTextContent('Tekst <img src=x onerror="alert(2)"> en <b>vet</b>');
    expect(container).toHaveTextContent('<div>blok</div>');
  });

  it('drops javascript: links', () => {
    render(<Markdown>{'[klik](javascript:alert(1))'}</Markdown>);
    expect(screen.getByText('klik').closest('a')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
  });

  it('shows the alt text of an image whose source is a script, with no empty <img src>', () => {
    const { container } = render(<Markdown>{'Plan: ![grondplan](javascript:alert(1))'}</Markdown>);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('Plan: grondplan');
  });

  it('opens web links in a new window safely and keeps other links in place', () => {
    render(<Markdown>{'[TED](https://ted.europa.eu) en [FAQ](/faq)'}</Markdown>);
    const external = screen.getByRole('link', { name: /TED/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAccessibleName(/^TED ?\(opent in een nieuw venster\)$/);
    const internal = screen.getByRole('link', { name: 'FAQ' });
    expect(internal).toHaveAttribute('href', '/faq');
    expect(internal).not.toHaveAttribute('target');
  });

  it('links bare web addresses (GFM) and leaves the GFM it does not read as text', () => {
    render(
      <Markdown>
        {'Documenten op https://www.publicprocurement.be/nl en www.ted.europa.eu.\n\n~~Oude termijn~~'}
      </Markdown>,
    );
    expect(screen.getByRole('link', { name: /^https:\/\/www\.publicprocurement\.be\/nl/ })).toHaveAttribute(
      'href',
      'https://www.publicprocurement.be/nl',
    );
    expect(screen.getByRole('link', { name: /^www\.ted\.europa\.eu/ })).toHaveAttribute(
      'href',
      'http://www.ted.europa.eu',
    );
    expect(screen.getByText('~~Oude termijn~~')).toBeInTheDocument();
  });

  it.each([
    ['an e-mail address', 'Vragen aan aankoop@gemeente.be.', 'aankoop@gemeente.be', 'mailto:aankoop@gemeente.be'],
    [
      'a capitalised address',
      'Zie WWW.TED.EUROPA.EU voor de bekendmaking.',
      'WWW.TED.EUROPA.EU',
      'http://WWW.TED.EUROPA.EU',
    ],
  ])('links %s that is the only address in its text', (_kind, text, name, href) => {
    render(<Markdown>{text}</Markdown>);
    // A web link's name goes on with '(opent in een nieuw venster)'.
    const link = screen.getByRole('link', { name: (accessibleName) => accessibleName.startsWith(name) });
    expect(link).toHaveAttribute('href', href);
  });

  it('reads a table in a text without any address, and links nothing', () => {
    render(<Markdown>{'| Perceel | Waarde |\n| --- | --- |\n| 1 | 120.000 |'}</Markdown>);
    expect(screen.getByRole('columnheader', { name: 'Perceel' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '120.000' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders pipe tables with header cells, alignment and inline formatting', () => {
    const table = [
      'Criteria:',
      '',
      '| Criterium | Gewicht |',
      '|:----------|--------:|',
      '| **Prijs** | 60% |',
      '| Kwaliteit `plan` | 40% |',
    ].join('\n');
    render(<Markdown>{table}</Markdown>);

    const grid = screen.getByRole('table');
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['Criterium', 'Gewicht']);
    const cells = within(grid).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Prijs', '60%', 'Kwaliteit plan', '40%']);
    expect(within(cells[0] as HTMLElement).getByText('Prijs').tagName).toBe('STRONG');
    expect(cells[1]).toHaveStyle({ textAlign: 'right' });
    expect(screen.getByText('Criteria:').tagName).toBe('P');
  });

  it('leaves text with pipes that is not a table as a paragraph', () => {
    render(<Markdown>{'Optie A | optie B\nmeer tekst'}</Markdown>);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(/Optie A \| optie B/)).toBeInTheDocument();
  });
});

describe('Markdown with a highlighted quote', () => {
  const marks = (container: HTMLElement) => [...container.querySelectorAll('mark')];

  it('marks a quote of the markdown source across emphasis, focusable at its start', () => {
    const { container } = render(
      <Markdown highlight="**Uiterste indieningsdatum:** 5 maart 2027">
        {'- **Publicatiedatum:** 1 januari 2027\n- **Uiterste indieningsdatum:** 5 maart 2027 om 12:00'}
      </Markdown>,
    );
    expect(marks(container).map((mark) => mark.textContent)).toEqual(['Uiterste indieningsdatum:', ' 5 maart 2027']);
    expect(marks(container)[0]).toHaveAttribute('data-quote', 'start');
    expect(marks(container)[0]).toHaveAttribute('tabindex', '-1');
    expect(marks(container)[1]).not.toHaveAttribute('data-quote');
    expect(screen.getByText('Uiterste indieningsdatum:').closest('strong')).not.toBeNull();
  });

  it('marks a quote of the rendered text across list items and table cells, whatever the spacing and case', () => {
    const { container } = render(
      <Markdown highlight={'prijs 60 %\nKWALITEIT'}>
        {'| Criterium | Weging |\n| --- | --- |\n| Prijs | 60 % |\n| Kwaliteit | 40 % |'}
      </Markdown>,
    );
    expect(marks(container).map((mark) => mark.textContent)).toEqual(['Prijs', '60 %', 'Kwaliteit']);
    for (const mark of marks(container)) expect(mark.parentElement?.tagName).toBe('TD');
  });

  it('marks only the first occurrence, nothing for a quote it cannot find, and never parses the quote', () => {
    const { container, rerender } = render(<Markdown highlight="Gent">{'Gent en Gent'}</Markdown>);
    expect(marks(container)).toHaveLength(1);
    rerender(<Markdown highlight="Antwerpen">{'Gent en Gent'}</Markdown>);
    expect(marks(container)).toHaveLength(0);
    rerender(
      <Markdown highlight={'<img src=x onerror="alert(1)">'}>{'Tekst <img src=x onerror="alert(1)"> hier'}</Markdown>,
    );
    expect(container.querySelector('img')).toBeNull();
    // Angle brackets are markup to the match (autolinks), so the mark starts just inside them.
    expect(marks(container).map((mark) => mark.textContent)).toEqual(['img src=x onerror="alert(1)"']);
  });
});
