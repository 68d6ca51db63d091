/** The .ics code, fetched on the first 'Zet in agenda' or 'Exporteer deadlines' click (not with the feed). */
export function loadTenderCalendar() {
  return import('@/features/tenders/lib/tender-calendar');
}
