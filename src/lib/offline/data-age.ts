const pad = (value: number) => String(value).padStart(2, '0');

function dayNumber(date: Date): number {
  return Math.floor(new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime() / 86_400_000);
}

export type DataAge = { day: 'today' | 'yesterday' | 'earlier'; date: string; time: string };

/**
 * When data was fetched, as the offline notice says it: today or yesterday with the time, or the date
 * (dd/mm/yyyy, clarifications.md) with the time. Written by hand, without Intl (see src/lib/format.ts).
 */
export function dataAge(fetchedAt: Date, now: Date): DataAge {
  const days = dayNumber(now) - dayNumber(fetchedAt);
  return {
    day: days <= 0 ? 'today' : days === 1 ? 'yesterday' : 'earlier',
    date: `${pad(fetchedAt.getDate())}/${pad(fetchedAt.getMonth() + 1)}/${fetchedAt.getFullYear()}`,
    time: `${pad(fetchedAt.getHours())}:${pad(fetchedAt.getMinutes())}`,
  };
}
