import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { TenderSchema, type Tender } from '@/features/tenders/model/schemas';
import { v } from '@/api/schema';
import { escapeText, foldLine, parseDeadline } from './ics';
import { tenderCalendar } from './tender-calendar';

const ORIGIN = 'https://app.tenderwijzer.be';
const NOW = new Date('2026-01-10T08:00:00Z');

function makeTender(overrides: Partial<Record<string, unknown>> = {}): Tender {
  return v.parse(TenderSchema, {
    id: 42,
    displayName: 'Onderhoud van de stedelijke website',
    organization: 'Stad Gent',
    daysRemaining: 20,
    submissionDate: '2026-07-15T10:00:00+02:00',
    ...overrides,
  });
}

function parse(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => ({ vevent, event: new ICAL.Event(vevent) }));
  return { calendar, events };
}

function only(content: string) {
  const { events } = parse(content);
  expect(events).toHaveLength(1);
  const [first] = events;
  if (!first) throw new Error('no event');
  return first;
}

/** The content lines of the file, unfolded (RFC 5545 §3.1). */
function unfolded(content: string): string[] {
  return content.replace(/\r\n[ \t]/g, '').split('\r\n');
}

describe('tenderCalendar', () => {
  it('starts a summer deadline at its Brussels time (UTC+2), with the zone defined in the file', () => {
    const { content } = tenderCalendar([makeTender()], { origin: ORIGIN, now: NOW });
    const { event } = only(content);
    expect(event.startDate.zone?.tzid).toBe('Europe/Brussels');
    expect([event.startDate.hour, event.startDate.minute]).toEqual([10, 0]);
    expect(event.startDate.toUnixTime()).toBe(Date.UTC(2026, 6, 15, 8, 0) / 1000);
    expect(unfolded(content)).toContain('DTSTART;TZID=Europe/Brussels:20260715T100000');
  });

  it('starts a winter deadline given in UTC at its Brussels time (UTC+1)', () => {
    const tender = makeTender({ submissionDate: '2026-12-03T13:00:00Z' });
    const { event } = only(tenderCalendar([tender], { origin: ORIGIN, now: NOW }).content);
    expect(event.startDate.zone?.tzid).toBe('Europe/Brussels');
    expect([event.startDate.day, event.startDate.hour]).toEqual([3, 14]);
    expect(event.startDate.toUnixTime()).toBe(Date.UTC(2026, 11, 3, 13, 0) / 1000);
  });

  it('reads a date-time without offset as Brussels time, across the switch to summer time', () => {
    const before = makeTender({ id: 1, submissionDate: '2026-03-28T11:00:00' });
    const after = makeTender({ id: 2, submissionDate: '2026-03-30T11:00:00' });
    const { events } = parse(tenderCalendar([before, after], { origin: ORIGIN, now: NOW }).content);
    expect(events.map(({ event }) => event.startDate.toUnixTime())).toEqual([
      Date.UTC(2026, 2, 28, 10, 0) / 1000,
      Date.UTC(2026, 2, 30, 9, 0) / 1000,
    ]);
  });

  it('reminds 7 days and 1 day before a timed deadline', () => {
    const { vevent } = only(tenderCalendar([makeTender()], { origin: ORIGIN, now: NOW }).content);
    const alarms = vevent.getAllSubcomponents('valarm');
    expect(alarms.map((alarm) => alarm.getFirstPropertyValue('action'))).toEqual(['DISPLAY', 'DISPLAY']);
    const triggers = alarms.map((alarm) => (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds());
    expect(triggers).toEqual([-7 * 86_400, -1 * 86_400]);
    expect(alarms.map((alarm) => alarm.getFirstPropertyValue('description'))).toEqual([
      'Nog 7 dagen tot de deadline: Onderhoud van de stedelijke website',
      'Nog 1 dag tot de deadline: Onderhoud van de stedelijke website',
    ]);
  });

  it('makes a date-only deadline an all-day event whose reminders go off at 09:00', () => {
    const tender = makeTender({ submissionDate: '2026-10-20' });
    const { event, vevent } = only(tenderCalendar([tender], { origin: ORIGIN, now: NOW }).content);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-10-20');
    const triggers = vevent
      .getAllSubcomponents('valarm')
      .map((alarm) => (alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds());
    // Midnight of the 20th minus these: the 13th and the 19th at 09:00.
    expect(triggers).toEqual([-(6 * 24 + 15) * 3600, -15 * 3600]);
  });

  it('names the tender, links to it in the app and keeps a stable UID and a UTC DTSTAMP', () => {
    const { content } = tenderCalendar([makeTender()], { origin: ORIGIN, now: NOW });
    const { event, vevent } = only(content);
    expect(event.summary).toBe('Deadline: Onderhoud van de stedelijke website');
    expect(event.description).toBe(
      [
        'Uiterste datum voor indiening: 15/07/2026 om 10:00',
        'Organisatie: Stad Gent',
        `Bekijk de aanbesteding in Tenderwijzer: ${ORIGIN}/tenders/42/info`,
      ].join('\n'),
    );
    expect(vevent.getFirstPropertyValue('url')).toBe(`${ORIGIN}/tenders/42/info`);
    expect(event.uid).toBe('tender-42-deadline@tenderwijzer.be');
    expect(unfolded(content)).toContain('DTSTAMP:20260110T080000Z');
  });

  it('escapes commas, semicolons, backslashes and newlines in the name', () => {
    const name = 'Wegen, bruggen; tunnels\nfase 2 \\ deel B';
    const { content } = tenderCalendar([makeTender({ displayName: name })], { origin: ORIGIN, now: NOW });
    expect(unfolded(content)).toContain('SUMMARY:Deadline: Wegen\\, bruggen\\; tunnels\\nfase 2 \\\\ deel B');
    expect(only(content).event.summary).toBe(`Deadline: ${name}`);
  });

  it('ends every line with CRLF and folds long lines at 75 octets without splitting a character', () => {
    const name = `Renovatie van het stadhuis en de belforttoren — fase ${'één '.repeat(30)}🏛️ einde`;
    const { content } = tenderCalendar([makeTender({ displayName: name })], { origin: ORIGIN, now: NOW });
    expect(content.endsWith('\r\n')).toBe(true);
    expect(content.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = content.split('\r\n').slice(0, -1);
    const encoder = new TextEncoder();
    for (const line of lines) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(only(content).event.summary).toBe(`Deadline: ${name}`);
  });

  it('exports several tenders in one file and skips those without a deadline to come', () => {
    const tenders = [
      makeTender({ id: 1, displayName: 'Eerste' }),
      makeTender({ id: 2, displayName: 'Zonder datum', submissionDate: '', daysRemaining: null }),
      makeTender({ id: 3, displayName: 'Voorbij', submissionDate: '2025-12-01T10:00:00Z', daysRemaining: -40 }),
      makeTender({ id: 4, displayName: 'Tweede', submissionDate: '2026-02-01T12:00:00Z', daysRemaining: 22 }),
    ];
    const calendar = tenderCalendar(tenders, { origin: ORIGIN, now: NOW });
    expect([calendar.count, calendar.skipped]).toEqual([2, 2]);
    const { calendar: root, events } = parse(calendar.content);
    expect(events.map(({ event }) => event.uid)).toEqual([
      'tender-1-deadline@tenderwijzer.be',
      'tender-4-deadline@tenderwijzer.be',
    ]);
    expect(root.getAllSubcomponents('vtimezone')).toHaveLength(1);
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(root.getFirstPropertyValue('prodid')).toBe('-//Tenderwijzer//Deadlines//NL');
  });
});

describe('ics helpers', () => {
  it('escapes TEXT per RFC 5545 §3.3.11 and drops control characters', () => {
    expect(escapeText('a,b;c\\d\r\ne\nf\u0007g')).toBe('a\\,b\\;c\\\\d\\ne\\nfg');
  });

  it('leaves a line of 75 octets alone and folds the 76th onto a continuation line', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    // 'é' is two octets: 37 of them make 74, the 38th would make 76.
    expect(foldLine('é'.repeat(38))).toBe(`${'é'.repeat(37)}\r\n é`);
  });

  it('reads dates, local date-times and instants, and rejects what is no date', () => {
    expect(parseDeadline('2026-02-29')).toBeNull();
    expect(parseDeadline('niet bekend')).toBeNull();
    expect(parseDeadline('2026-03-05')).toEqual({ year: 2026, month: 3, day: 5 });
    expect(parseDeadline('2026-03-05T23:30:00Z')).toEqual({
      year: 2026,
      month: 3,
      day: 6,
      time: { hour: 0, minute: 30, second: 0 },
    });
  });
});
