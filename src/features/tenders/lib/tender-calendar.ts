/**
 * Tenders to an .ics file ('Zet in agenda', 'Exporteer deadlines'). Loaded on the click only
 * (load-tender-calendar.ts), so the feeds do not carry it at start.
 */
import { CALENDAR } from '@/config/calendar';
import { paths } from '@/config/paths';
import type { Tender } from '@/features/tenders/model/schemas';
import { t, tp } from '@/i18n/calendar';
import { downloadFile } from '@/lib/download-file';
import { twoDigits as pad } from '@/lib/frame/format';
import { calendarAvailability } from '@/features/tenders/feed-and-detail/calendar-deadline';
import { buildCalendar, parseDeadline, type IcsEvent, type LocalDeadline } from './ics';

/** dd/mm/yyyy (clarifications.md, screens other than cards), with 'om HH:MM' when the deadline has a time. */
function deadlineText(start: LocalDeadline): string {
  const date = `${pad(start.day)}/${pad(start.month)}/${start.year}`;
  return start.time ? t('calendar.at', { date, time: `${pad(start.time.hour)}:${pad(start.time.minute)}` }) : date;
}

/** The tender's deadline event, or null when it has no deadline still to come. */
export function tenderEvent(tender: Tender, origin: string): IcsEvent | null {
  if (calendarAvailability(tender) !== 'available') return null;
  const start = parseDeadline(tender.submissionDate);
  if (!start) return null;
  const name = tender.displayName;
  const link = `${origin}${paths.tenderInfo.getHref(tender.id)}`;
  const description = [
    t('calendar.description', { date: deadlineText(start) }),
    tender.organization ? t('calendar.descriptionOrganization', { organization: tender.organization }) : '',
    t('calendar.descriptionLink', { link }),
  ].filter(Boolean);
  return {
    uid: `tender-${tender.id}-deadline@${CALENDAR.uidDomain}`,
    start,
    summary: t('calendar.summary', { name }),
    description: description.join('\n'),
    url: link,
    alarms: CALENDAR.reminderDaysBefore.map((daysBefore) => ({
      daysBefore,
      description: tp('calendar.reminder', daysBefore, { name }),
    })),
  };
}

export type TenderCalendar = { content: string; count: number; skipped: number };

/** One calendar with the deadline of every tender that has one to come; the others are counted as skipped. */
export function tenderCalendar(
  tenders: readonly Tender[],
  { origin, now }: { origin: string; now: Date },
): TenderCalendar {
  const events = tenders.map((tender) => tenderEvent(tender, origin)).filter((event) => event !== null);
  const content = buildCalendar({
    productId: CALENDAR.productId,
    events,
    now,
    allDayReminderHour: CALENDAR.allDayReminderHour,
  });
  return { content, count: events.length, skipped: tenders.length - events.length };
}

/** Builds the file and downloads it when it holds at least one deadline. */
function downloadTenderCalendar(tenders: readonly Tender[], fileName: string): TenderCalendar {
  const calendar = tenderCalendar(tenders, { origin: window.location.origin, now: new Date() });
  if (calendar.count > 0) downloadFile(fileName, calendar.content, 'text/calendar;charset=utf-8');
  return calendar;
}

/** 'Zet in agenda': the one tender's deadline. */
export function downloadTenderDeadline(tender: Tender): void {
  downloadTenderCalendar([tender], t('calendar.fileName', { id: tender.id }));
}

/** 'Exporteer deadlines': every deadline to come in one file, and what to tell the user about it. */
export function downloadSavedDeadlines(tenders: readonly Tender[]): { count: number; message: string } {
  const { count, skipped } = downloadTenderCalendar(tenders, t('calendar.exportFileName'));
  if (count === 0) return { count, message: t('calendar.exportNone') };
  const done = tp('calendar.exported', count);
  return { count, message: skipped > 0 ? `${done} ${tp('calendar.exportSkipped', skipped)}` : done };
}
