import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorDetail } from '@/api/errors';
import { notify } from '@/lib/logged-in/toast';
import { paths } from '@/config/paths';
import { t } from '@/i18n/auth';
import { useEmailChangeConfirm } from '../api/email-change-confirm';
import { StatusMessage } from './status-message';

/**
 * Confirms an email change (spec §4): success goes to /account, an error to /, each with a toast so
 * the user learns what happened on the page they land on.
 */
export function EmailChangeConfirm({
  uidb64,
  token,
  onConfirmed,
}: {
  uidb64?: string;
  token?: string;
  /** Lets the page refresh the account's cached profile (features do not import each other). */
  onConfirmed: () => void;
}) {
  const navigate = useNavigate();
  const confirmation = useEmailChangeConfirm(uidb64, token);
  const complete = Boolean(uidb64 && token);

  useEffect(() => {
    if (!complete) {
      notify.error(t('auth.emailChange.invalid'), { toastId: 'email-change-confirm' });
      void navigate(paths.home.getHref(), { replace: true });
    } else if (confirmation.isSuccess) {
      onConfirmed();
      notify.success(confirmation.data.message || t('auth.emailChange.success'), { toastId: 'email-change-confirm' });
      void navigate(paths.account.getHref(), { replace: true });
    } else if (confirmation.isError) {
      notify.error(errorDetail(confirmation.error) ?? t('auth.emailChange.failed'), {
        toastId: 'email-change-confirm',
      });
      void navigate(paths.home.getHref(), { replace: true });
    }
  }, [
    complete,
    confirmation.isSuccess,
    confirmation.isError,
    confirmation.data,
    confirmation.error,
    navigate,
    onConfirmed,
  ]);

  return (
    <StatusMessage tone="loading">
      <p>{t('auth.emailChange.loading')}</p>
    </StatusMessage>
  );
}
