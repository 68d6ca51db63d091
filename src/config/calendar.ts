/**
 * 'Zet in agenda' and 'Exporteer deadlines' (docs/decisions/038-deadlines-to-the-calendar.md).
 * Kept out of constants.ts (in the entry chunk) so only the .ics code, loaded on a click, brings them.
 */
export const CALENDAR = {
  reminderDaysBefore: [7, 1],
  /** A deadline without a time is an all-day event; its reminders go off at 09:00, not at midnight. */
  allDayReminderHour: 9,
  productId: '-//Tenderwijzer//Deadlines//NL',
  uidDomain: 'tenderwijzer.be',
  /** The saved-feed export stops here even if a server keeps answering a `next` page. */
  exportMaxPages: 100,
} as const;
