const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const brusselsDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Brussels at `now`, as `YYYY-MM-DD`: the day the deadlines count from. */
export function brusselsToday(now: Date): string {
  const part = (type: string) => brusselsDate.formatToParts(now).find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function utcDay(date: string): number | null {
  const match = ISO_DATE.exec(date);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/**
 * Calendar days from `today` to `date` (both `YYYY-MM-DD`): 0 on the day itself, negative once it has gone by,
 * as the feed's day count reads; null for a date that cannot be read.
 */
export function daysUntil(date: string, today: string): number | null {
  const to = utcDay(date);
  const from = utcDay(today);
  return to === null || from === null ? null : Math.round((to - from) / DAY_MS);
}
