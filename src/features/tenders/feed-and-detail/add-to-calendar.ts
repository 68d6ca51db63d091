import { notify } from '@/lib/logged-in/toast';
import type { Tender } from '@/features/tenders/model/schemas';
import { t } from '@/i18n/tenders';
import { loadTenderCalendar } from './load-tender-calendar';

/** 'Zet in agenda': downloads the tender's deadline as an .ics file; the code for it loads on this first click. */
export function addTenderToCalendar(tender: Tender): void {
  loadTenderCalendar()
    .then(({ downloadTenderDeadline }) => downloadTenderDeadline(tender))
    .catch(() => notify.error(t('tenders.calendar.failed')));
}
