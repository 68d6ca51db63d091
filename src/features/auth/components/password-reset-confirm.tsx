import { useState } from 'react';
import { ButtonLink } from '@/components/ui/controls/button';
import { paths } from '@/config/paths';
import { t } from '@/i18n/auth';
import { usePasswordResetValidation } from '../api/password-reset';
import { useDelayedRedirect } from '@/features/auth/hooks/use-delayed-redirect';
import { NewPasswordForm } from './new-password-form';
import { StatusMessage } from './status-message';

function invalidReason(error: string | null | undefined) {
  return error === 'invalid_user' ? t('auth.resetConfirm.invalidUser') : t('auth.resetConfirm.invalidParams');
}

/** Checks the reset link first; only a valid link shows the form; success goes to /login after 3 s. */
export function PasswordResetConfirm({ uidb64, token }: { uidb64?: string; token?: string }) {
  const validation = usePasswordResetValidation(uidb64, token);
  const [done, setDone] = useState(false);
  useDelayedRedirect(done ? paths.login.getHref() : null);

  const newLink = <ButtonLink to={paths.forgotPassword.getHref()}>{t('auth.resetConfirm.newLink')}</ButtonLink>;

  if (!uidb64 || !token) {
    return (
      <StatusMessage tone="error" title={t('auth.resetConfirm.invalidTitle')} actions={newLink}>
        <p>{t('auth.resetConfirm.invalidParams')}</p>
      </StatusMessage>
    );
  }
  if (done) {
    return (
      <StatusMessage
        tone="success"
        actions={<ButtonLink to={paths.login.getHref()}>{t('auth.resetConfirm.toLogin')}</ButtonLink>}
      >
        <p className="font-semibold text-slate-900">{t('auth.resetConfirm.success')}</p>
        <p>{t('auth.resetConfirm.redirect')}</p>
      </StatusMessage>
    );
  }
  if (validation.isPending) {
    return (
      <StatusMessage tone="loading">
        <p>{t('auth.resetConfirm.checking')}</p>
      </StatusMessage>
    );
  }
  if (validation.isError) {
    return (
      <StatusMessage tone="error" title={t('auth.resetConfirm.invalidTitle')} actions={newLink}>
        <p>{t('auth.resetConfirm.checkFailed')}</p>
      </StatusMessage>
    );
  }
  if (!validation.data.valid) {
    return (
      <StatusMessage tone="error" title={t('auth.resetConfirm.invalidTitle')} actions={newLink}>
        <p>{invalidReason(validation.data.error)}</p>
      </StatusMessage>
    );
  }
  return <NewPasswordForm uidb64={uidb64} token={token} onSuccess={() => setDone(true)} />;
}
