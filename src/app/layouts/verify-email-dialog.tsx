import { useEffect, useRef, useState } from 'react';
import { errorDetail, errorField } from '@/api/errors';
import { refreshTokens } from '@/api/refresh-tokens';
import { Button } from '@/components/ui/controls/button';
import { LazyDialog } from '@/components/ui/lazy-dialog';
import { preloadLazyDialog } from '@/lib/lazy-dialog-loader';
import { notify } from '@/lib/logged-in/toast';
import { STORAGE_KEYS } from '@/config/constants';
import { useResendVerification } from '@/features/auth/api/resend-verification';
import { useSession } from '@/hooks/frame/use-session';
import { t } from '@/i18n';

function closedThisSession() {
  return sessionStorage.getItem(STORAGE_KEYS.verifyBannerClosed) === '1';
}

function resendErrorMessage(error: unknown) {
  return (
    t('layout.verifyEmail.resendErrorPrefix') +
    (errorDetail(error) ?? errorField(error, 'message') ?? t('layout.verifyEmail.resendError'))
  );
}

/**
 * 'Verifieer je e-mailadres' (spec §2, §4): when the token says the email is unverified, the tokens are
 * refreshed once first (the user may have verified meanwhile); 'Sluiten' hides it for this browser session.
 */
export function VerifyEmailDialog() {
  const { isAuthenticated, isEmailVerified } = useSession();
  const [checked, setChecked] = useState(false);
  const [closed, setClosed] = useState(closedThisSession);
  const refreshStarted = useRef(false);
  const resend = useResendVerification();

  useEffect(() => {
    if (!isAuthenticated || isEmailVerified || refreshStarted.current) return;
    refreshStarted.current = true;
    // Unless closed this session, the dialog will most likely open: fetch its code during the refresh.
    if (!closedThisSession()) preloadLazyDialog();
    refreshTokens()
      .catch(() => undefined)
      .finally(() => setChecked(true));
  }, [isAuthenticated, isEmailVerified]);

  const close = () => {
    sessionStorage.setItem(STORAGE_KEYS.verifyBannerClosed, '1');
    setClosed(true);
  };

  // The modal makes the rest of the page inert, toasts included: close it on success so the toast is
  // perceivable, and repeat a failure inside the dialog, where the user can try again.
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (data) => {
        close();
        notify.success(data.message || t('layout.verifyEmail.resendSuccess'));
      },
      onError: (error) => notify.error(resendErrorMessage(error)),
    });

  const open = isAuthenticated && !isEmailVerified && checked && !closed;
  return (
    <LazyDialog open={open} onClose={close} title={t('layout.verifyEmail.title')}>
      <p className="text-sm text-slate-700">{t('layout.verifyEmail.message')}</p>
      {resend.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {resendErrorMessage(resend.error)}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outlined" onClick={close}>
          {t('layout.verifyEmail.close')}
        </Button>
        <Button onClick={onResend} isLoading={resend.isPending}>
          {t('layout.verifyEmail.resend')}
        </Button>
      </div>
    </LazyDialog>
  );
}
