import { CalendarDaysIcon } from '@heroicons/react/24/outline';
import { Tooltip } from '@/components/ui/controls/tooltip';
import { t } from '@/i18n/tenders';

type TenderCardCalendarButtonProps = {
  onClick: () => void;
  /** The card's title, so a screen reader hears which tender goes to the calendar. */
  describedBy: string;
};

/** 'Zet in agenda' beside the card's deadline: an icon button, 44 px square for touch like the toggles. */
export function TenderCardCalendarButton({ onClick, describedBy }: TenderCardCalendarButtonProps) {
  return (
    <Tooltip content={t('tenders.calendar.add')} asLabel>
      <button
        type="button"
        onClick={onClick}
        data-card-action="calendar"
        aria-describedby={describedBy}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 transition-colors duration-150 ease-out hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        <CalendarDaysIcon className="size-5" aria-hidden="true" />
      </button>
    </Tooltip>
  );
}
