import { notify } from '@/lib/logged-in/toast';
import { t } from '@/i18n';

// One toast id: however often a demo user clicks or opens a detail, the message shows once.
const NO_FULL_ACCESS_TOAST = 'no-full-access';

/** The blocking toast of spec §6 for detail, save and reject without full access. */
export function notifyNoFullAccess() {
  notify.warning(t('layout.noFullAccess'), { toastId: NO_FULL_ACCESS_TOAST });
}
