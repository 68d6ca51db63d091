import { describe, expect, it } from 'vitest';
import { foldForMatch, quoteExcerpt, quoteText } from './quote-text';

describe('quote text', () => {
  it('reads a markdown quote as its text: block markers, links, entities and edge ellipses off', () => {
    expect(quoteText('> - **Waarde:** € 5 &amp; meer')).toBe('**Waarde:** € 5 & meer');
    expect(quoteText('## Toelichting\n1. Zie [TED](https://ted.europa.eu)…')).toBe('Toelichting\nZie TED');
    expect(quoteText('| Prijs | 60 % |\n| --- | --- |')).toBe('| Prijs | 60 % |');
  });

  it('excerpts a quote as plain text, cut at a word with an ellipsis', () => {
    expect(quoteExcerpt('- **Uiterste indieningsdatum:**  5 maart', 90)).toBe('Uiterste indieningsdatum: 5 maart');
    expect(quoteExcerpt('De inschrijver legt drie referenties voor', 20)).toBe('De inschrijver legt…');
  });

  it('folds text for matching: markup and whitespace out, lower case, each character at its index', () => {
    expect(foldForMatch('**Prijs:** 60 %')).toEqual({ folded: 'prijs:60%', indices: [2, 3, 4, 5, 6, 7, 11, 12, 14] });
  });
});
