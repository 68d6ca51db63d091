/**
 * A minimal iCalendar (RFC 5545) writer for deadline events in Europe/Brussels: CRLF line endings,
 * lines folded at 75 octets, TEXT values escaped (§3.3.11), and the zone's own VTIMEZONE so every
 * calendar places the event the same way whatever the user's time zone.
 */

export const ICS_TIME_ZONE = 'Europe/Brussels';

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** EU summer time (since 1996): last Sunday of March 02:00 → last Sunday of October 03:00. */
const BRUSSELS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ICS_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A wall-clock moment in Brussels; without `time` it is a whole day (an all-day event). */
export type LocalDeadline = {
  year: number;
  month: number;
  day: number;
  time?: { hour: number; minute: number; second: number };
};

export type IcsAlarm = { daysBefore: number; description: string };

export type IcsEvent = {
  /** Stable per tender, so importing the file again updates the event instead of adding a second one. */
  uid: string;
  start: LocalDeadline;
  summary: string;
  description: string;
  url: string;
  alarms: IcsAlarm[];
};

export type IcsCalendar = {
  productId: string;
  events: IcsEvent[];
  /** DTSTAMP: when the file was made. */
  now: Date;
  /** For an all-day deadline the reminders go off at this hour, not at midnight. */
  allDayReminderHour: number;
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// A date-time without offset is a Belgian wall-clock time (the API serves Belgian tenders).
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/;

const brusselsParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ICS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The deadline as Brussels wall-clock time: a date, a date-time without offset, or an instant (Z/offset). */
export function parseDeadline(value: string): LocalDeadline | null {
  const text = value.trim();
  const date = DATE_ONLY.exec(text);
  if (date) return validDay(Number(date[1]), Number(date[2]), Number(date[3]));
  const wall = WALL_CLOCK.exec(text);
  if (wall) {
    const day = validDay(Number(wall[1]), Number(wall[2]), Number(wall[3]));
    const time = { hour: Number(wall[4]), minute: Number(wall[5]), second: Number(wall[6] ?? 0) };
    if (!day || time.hour > 23 || time.minute > 59 || time.second > 59) return null;
    return { ...day, time };
  }
  const instant = new Date(text);
  if (!text || Number.isNaN(instant.getTime())) return null;
  const parts = Object.fromEntries(
    brusselsParts.formatToParts(instant).map((part) => [part.type, Number(part.value)] as const),
  );
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    time: { hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0 },
  };
}

function validDay(year: number, month: number, day: number): LocalDeadline | null {
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day
    ? { year, month, day }
    : null;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function formatDate({ year, month, day }: LocalDeadline): string {
  return `${pad(year, 4)}${pad(month)}${pad(day)}`;
}

function formatUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT per RFC 5545 §3.3.11: backslash, semicolon, comma and newline escaped; other controls dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/\p{Cc}/gu, (char) => (char === '\t' ? char : ''));
}

function octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/** Folds a content line into lines of at most 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let size = 0;
  // Continuation lines start with a space, which counts towards their 75 octets.
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const length = octets(char.codePointAt(0) ?? 0);
    if (size + length > limit) {
      lines.push(current);
      current = '';
      size = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    size += length;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/** A relative trigger before the event start: whole days for a timed deadline, a set hour for an all-day one. */
function trigger(daysBefore: number, allDay: boolean, reminderHour: number): string {
  if (!allDay) return `-P${daysBefore}D`;
  // From midnight of the deadline day back to reminderHour on the day `daysBefore` earlier.
  const hours = 24 - reminderHour;
  const days = daysBefore - 1;
  return `-P${days > 0 ? `${days}D` : ''}T${hours}H`;
}

function eventLines(event: IcsEvent, calendar: IcsCalendar): string[] {
  const { start } = event;
  const allDay = !start.time;
  const dtStart = start.time
    ? `DTSTART;TZID=${ICS_TIME_ZONE}:${formatDate(start)}T${pad(start.time.hour)}${pad(start.time.minute)}${pad(start.time.second)}`
    : `DTSTART;VALUE=DATE:${formatDate(start)}`;
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${formatUtc(calendar.now)}`,
    dtStart,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    // A deadline is a reminder, not a meeting: it does not make the user look busy.
    'TRANSP:TRANSPARENT',
    ...event.alarms.flatMap((alarm) => [
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(alarm.description)}`,
      `TRIGGER:${trigger(alarm.daysBefore, allDay, calendar.allDayReminderHour)}`,
      'END:VALARM',
    ]),
    'END:VEVENT',
  ];
}

/** The whole .ics file: one VCALENDAR holding the Brussels VTIMEZONE (when needed) and every event. */
export function buildCalendar(calendar: IcsCalendar): string {
  const needsZone = calendar.events.some((event) => event.start.time);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(needsZone ? BRUSSELS_VTIMEZONE : []),
    ...calendar.events.flatMap((event) => eventLines(event, calendar)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
