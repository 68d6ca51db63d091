/** Tidy display texts derived from a notice's own title and description. */

/** Abbreviations that stay upper case when a shouting title is turned into sentence case. */
const ACRONYMS = new Set(['FOD', 'DG', 'EPI', 'FITT', 'ICT', 'IT', 'OC', 'GGA', 'EU', 'BTW', 'OCMW', 'CPAS', 'VZW']);
const DISPLAY_DESCRIPTION_MAX = 280;

function isShouting(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const upper = letters.filter((letter) => letter === letter.toUpperCase() && letter !== letter.toLowerCase());
  return letters.length >= 12 && upper.length / letters.length > 0.7;
}

/** "OPENBARE PROCEDURE VOOR DE FOD JUSTITIE" → "Openbare procedure voor de FOD Justitie"-like sentence case. */
export function toDisplayName(name: string): string {
  const title = name.trim().replace(/\s+/g, ' ');
  if (!isShouting(title)) return title;
  const lower = title.replace(/\p{L}+/gu, (word) => (ACRONYMS.has(word) ? word : word.toLowerCase()));
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** The first paragraph of the description, cut at a word boundary when it is long. */
export function toDisplayDescription(description: string): string {
  const first = (description.split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim();
  if (first.length <= DISPLAY_DESCRIPTION_MAX) return first;
  const cut = first.slice(0, DISPLAY_DESCRIPTION_MAX);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:–-]+$/, '')}…`;
}
