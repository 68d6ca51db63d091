import { CalendarDaysIcon } from '@heroicons/react/24/outline';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import type { Tender } from '@/features/tenders/api/schemas';
import { t } from '@/i18n/tenders';
import { addTenderToCalendar } from '../lib/add-to-calendar';
import { calendarAvailability } from '../lib/calendar-deadline';

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
      <Button variant="outlined" className="min-h-11" onClick={() => addTenderToCalendar(tender)}>
        {content}
      </Button>
    );
  }
  return (
    <Tooltip content={t(unavailableReason[availability])}>
      <Button variant="outlined" className="min-h-11" aria-disabled="true">
        {content}
      </Button>
    </Tooltip>
  );
}
