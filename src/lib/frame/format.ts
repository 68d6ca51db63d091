/**
 * Date and money formatting (clarifications.md 'Texts and formats'):
 * tender cards use nl-BE dates (5/3/2026), every other screen dd/mm/yyyy with slashes (05/03/2026),
 * amounts read `€ 120.000` (no decimals for whole euros).
 */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses an ISO date or date-time; a bare date is read as a local calendar day, not UTC midnight. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const dateOnly = DATE_ONLY.exec(value.trim());
  const date = dateOnly ? new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Written out rather than with Intl: the first nl-BE formatter a page makes loads the locale's data in the middle
// of the feed's first render, for formats this simple (docs/decisions/071; format.test.ts holds them to Intl's).
/** A day, month, hour or minute with a leading zero: 05. */
export const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Digits in groups of three with a dot, as nl-BE writes them: 1.234.567. */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** Date on a tender card: `toLocaleDateString('nl-BE')` (5/3/2026), or '-' when there is no valid date. */
export function formatCardDate(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()}` : '-';
}

/** Date everywhere else: dd/mm/yyyy with slashes (05/03/2026). */
export function formatDate(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}` : '-';
}

/** `€ 120.000`, or `€ 1.234,50` when there are cents; a plain space after the sign, as the spec writes it. */
export function formatEuro(amount: number): string {
  const [whole = '0', cents] = Math.abs(amount)
    .toFixed(Number.isInteger(amount) ? 0 : 2)
    .split('.');
  return `€ ${amount < 0 ? '-' : ''}${groupThousands(whole)}${cents ? `,${cents}` : ''}`;
}

/** A count as nl-BE writes it: `1.234`. */
export function formatCount(count: number): string {
  const rounded = Math.round(count);
  return `${rounded < 0 ? '-' : ''}${groupThousands(String(Math.abs(rounded)))}`;
}
