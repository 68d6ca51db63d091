import { TIME } from '../config';

/** Local midnight of the given moment. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  const result = new Date(date);
  result.setDate(result.getDate() + days);
  return result;
}

export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setMonth(result.getMonth() + months);
  return result;
}

/** Calendar days from `from` to `to` (negative when `to` lies before `from`), DST-safe. */
export function calendarDaysBetween(from: Date, to: Date): number {
  return Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / TIME.DAY);
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** dd/mm/yyyy, the app's format outside tender cards. */
export function formatDate(date: Date): string {
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
}

export function formatTime(date: Date): string {
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** 'YYYY-MM-DD' of the local calendar day (toISOString would give the UTC day). */
export function toLocalIsoDate(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** Local midnight of a 'YYYY-MM-DD' day. */
export function parseLocalIsoDate(value: string): Date {
  const [year = 1970, month = 1, day = 1] = value.slice(0, 10).split('-').map(Number);
  return new Date(year, month - 1, day);
}
