import { CalendarDaysIcon } from '@heroicons/react/24/outline';
import { Tooltip } from '@/components/ui/controls/tooltip';
import type { Tender } from '@/features/tenders/model/schemas';
import { t } from '@/i18n/tenders';
import { addTenderToCalendar } from '@/features/tenders/feed-and-detail/add-to-calendar';
import { calendarAvailability } from '@/features/tenders/feed-and-detail/calendar-deadline';

// Looks like the save and reject toggles beside it: a secondary action, not a second primary one.
const buttonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 ' +
  'transition-colors duration-150 ease-out hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-blue-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-white';

const unavailableReason = {
  none: 'tenders.calendar.noDeadline',
  past: 'tenders.calendar.pastDeadline',
} as const;

/**
 * 'Zet in agenda' on the detail. Without a deadline to come it stays in place, aria-disabled (focusable),
 * and its tooltip says why: the detail does not show the deadline itself, so the reason must be told.
 */
export function TenderDetailCalendarButton({ tender }: { tender: Tender }) {
  const availability = calendarAvailability(tender);
  const content = (
    <>
      <CalendarDaysIcon className="size-5" aria-hidden="true" />
      {t('tenders.calendar.add')}
    </>
  );
  if (availability === 'available') {
    return (
      <button type="button" className={buttonClass} onClick={() => addTenderToCalendar(tender)}>
        {content}
      </button>
    );
  }
  return (
    <Tooltip content={t(unavailableReason[availability])}>
      <button type="button" className={buttonClass} aria-disabled="true">
        {content}
      </button>
    </Tooltip>
  );
}
