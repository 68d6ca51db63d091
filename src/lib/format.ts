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

// Each formatter is made once, on first use: `toLocaleString` builds a new one on every call, which cost the
// feed's first render about 150 ms on a 4x slowed CPU (bench/HISTORY.md).
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
const cardDate = once(() => new Intl.DateTimeFormat('nl-BE'));
const slashDate = once(() => new Intl.DateTimeFormat('nl-BE', { day: '2-digit', month: '2-digit', year: 'numeric' }));
const wholeNumber = once(() => new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 0 }));
const twoDecimals = once(() => new Intl.NumberFormat('nl-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** Date on a tender card: `toLocaleDateString('nl-BE')` (5/3/2026), or '-' when there is no valid date. */
export function formatCardDate(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? cardDate().format(date) : '-';
}

/** Date everywhere else: dd/mm/yyyy (nl-BE with two-digit day and month; nl-NL would write dashes). */
export function formatDate(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? slashDate().format(date) : '-';
}

/** `€ 120.000`, or `€ 1.234,50` when there are cents; a plain space after the sign, as the spec writes it. */
export function formatEuro(amount: number): string {
  return `€ ${(Number.isInteger(amount) ? wholeNumber() : twoDecimals()).format(amount)}`;
}

/** A count as nl-BE writes it: `1.234`. */
export function formatCount(count: number): string {
  return wholeNumber().format(Math.round(count));
}
