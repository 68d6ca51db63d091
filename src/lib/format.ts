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

/**
 * Numbers and card dates are written by hand, not with Intl: a page's first Intl formatter loads ICU's
 * locale data, 40 to 110 ms on a phone-speed CPU, in the middle of the feed's first render.
 */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, '.');
}

/** Date on a tender card: as `toLocaleDateString('nl-BE')` writes it, or '-' when there is no valid date. */
export function formatCardDate(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()}` : '-';
}

/** Date everywhere else: dd/mm/yyyy, built by hand because Intl's nl-NL writes dashes. */
export function formatDate(value: string | null | undefined): string {
  const date = parseDate(value);
  if (!date) return '-';
  const day = String(date.getDate()).padStart(2, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${day}/${month}/${date.getFullYear()}`;
}

/** `€ 120.000`, or `€ 1.234,50` when there are cents; a plain space so it never depends on ICU's spacing. */
export function formatEuro(amount: number): string {
  const [whole = '', cents = ''] = Math.abs(amount).toFixed(2).split('.');
  const euros = `€ ${amount < 0 ? '-' : ''}${groupThousands(whole)}`;
  return Number.isInteger(amount) ? euros : `${euros},${cents}`;
}

/** A count as nl-BE writes it: `1.234`. */
export function formatCount(count: number): string {
  return `${count < 0 ? '-' : ''}${groupThousands(String(Math.abs(Math.round(count))))}`;
}
