import { useEffect, useState } from 'react';
import { errorDetail, errorField } from '@/api/errors';
import { refreshTokens } from '@/api/refresh-tokens';
import { tokenStorage } from '@/api/early/token-storage';
import { ButtonLink } from '@/components/ui/controls/button';
import { paths } from '@/config/paths';
import { t } from '@/i18n/auth';
import { useVerifyEmail } from '../api/verify-email';
import { useDelayedRedirect } from '@/features/auth/hooks/use-delayed-redirect';
import { StatusMessage } from './status-message';

/**
 * Verifies the link once (spec §4): on success a logged-in user gets fresh tokens (which now say
 * "verified") and goes to /tenders after 3 s; without a refresh token the user goes to /login.
 */
export function VerifyEmailStatus({ uidb64, token }: { uidb64?: string; token?: string }) {
  const verification = useVerifyEmail(uidb64, token);
  const [target, setTarget] = useState<string | null>(null);
  useDelayedRedirect(target);

  useEffect(() => {
    if (!verification.isSuccess) return;
    let current = true;
    const hasRefresh = Boolean(tokenStorage.get()?.refresh);
    const settle = (to: string) => {
      if (current) setTarget(to);
    };
    if (!hasRefresh) settle(paths.login.getHref());
    else {
      // A failed refresh leaves the user logged out: the login page is then the way on.
      refreshTokens().then(
        () => settle(paths.tenders.getHref()),
        () => settle(paths.login.getHref()),
      );
    }
    return () => {
      current = false;
    };
  }, [verification.isSuccess]);

  if (!uidb64 || !token) {
    return (
      <StatusMessage tone="error" title={t('auth.verifyEmail.errorTitle')}>
        <p>{t('auth.verifyEmail.incomplete')}</p>
      </StatusMessage>
    );
  }
  if (verification.isError) {
    const message =
      errorDetail(verification.error) ?? errorField(verification.error, 'message') ?? t('auth.verifyEmail.failed');
    return (
      <StatusMessage
        tone="error"
        title={t('auth.verifyEmail.errorTitle')}
        actions={<ButtonLink to={paths.login.getHref()}>{t('auth.verifyEmail.toLogin')}</ButtonLink>}
      >
        <p>{message}</p>
      </StatusMessage>
    );
  }
  if (verification.isPending || target === null) {
    return (
      <StatusMessage tone="loading">
        <p>{t('auth.verifyEmail.loading')}</p>
      </StatusMessage>
    );
  }
  const toFeed = target === paths.tenders.getHref();
  return (
    <StatusMessage
      tone="success"
      title={t('auth.verifyEmail.successTitle')}
      actions={
        <ButtonLink to={target}>{toFeed ? t('auth.verifyEmail.toFeed') : t('auth.verifyEmail.toLogin')}</ButtonLink>
      }
    >
      <p>{verification.data.message || t('auth.verifyEmail.success')}</p>
      <p>{toFeed ? t('auth.verifyEmail.redirectFeed') : t('auth.verifyEmail.redirectLogin')}</p>
    </StatusMessage>
  );
}
