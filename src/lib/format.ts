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

/** Date on a tender card: `toLocaleDateString('nl-BE')` (5/3/2026), or '-' when there is no valid date. */
export function formatCardDate(value: string | null | undefined): string {
  return parseDate(value)?.toLocaleDateString('nl-BE') ?? '-';
}

/** Date everywhere else: dd/mm/yyyy (nl-BE with two-digit day and month; nl-NL would write dashes). */
export function formatDate(value: string | null | undefined): string {
  return parseDate(value)?.toLocaleDateString('nl-BE', { day: '2-digit', month: '2-digit', year: 'numeric' }) ?? '-';
}

/** `€ 120.000`, or `€ 1.234,50` when there are cents; a plain space after the sign, as the spec writes it. */
export function formatEuro(amount: number): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  return `€ ${amount.toLocaleString('nl-BE', { minimumFractionDigits: cents, maximumFractionDigits: cents })}`;
}

/** A count as nl-BE writes it: `1.234`. */
export function formatCount(count: number): string {
  return Math.round(count).toLocaleString('nl-BE');
}
