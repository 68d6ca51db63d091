/**
 * Quotes from markdown (the optional `sources` of 'Cited answers', docs/api-contract.md) as a reader sees
 * them: a backend may quote the markdown source of a topic ("- **Waarde:** € 5") or its rendered text
 * ("Waarde: € 5"), so both are read as the same passage.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of a markdown snippet without its block markers, links' targets and entities. */
export function quoteText(markdown: string): string {
  return markdown
    .split('\n')
    .filter((line) => !/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line))
    .map((line) =>
      line
        .replace(/^(\s{0,3}>)+\s?/, '')
        .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')
        .replace(/^\s{0,3}#{1,6}\s+/, ''),
    )
    .join('\n')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/^\s*(?:…|\.\.\.)|(?:…|\.\.\.)\s*$/g, '');
}

/** A short plain excerpt of a quote for a label: inline markers out, whitespace collapsed, cut at a word. */
export function quoteExcerpt(markdown: string, maxLength: number): string {
  const text = quoteText(markdown)
    .replace(/\*\*|__|`|\\(?=\S)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/**
 * Characters a match skips: whitespace, and what markdown uses as markup (emphasis, code, tables,
 * escapes, brackets), so "**Waarde:**" in a quote meets "Waarde:" on screen.
 */
const SKIPPED = /[\s*_`~|\\[\]<>#]/;

/**
 * The characters of `text` that take part in a match, lower-cased, each with its index in `text`: a
 * quote matches wherever its folded characters occur in a row in the folded text.
 */
export function foldForMatch(text: string): { folded: string; indices: number[] } {
  let folded = '';
  const indices: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (SKIPPED.test(char)) continue;
    const lower = char.toLowerCase();
    folded += lower;
    for (let count = 0; count < lower.length; count += 1) indices.push(index);
  }
  return { folded, indices };
}
