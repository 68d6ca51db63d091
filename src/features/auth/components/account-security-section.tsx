import { Button } from '@/components/ui/controls/button';
import { useLogout } from '@/hooks/use-logout';
import { t } from '@/i18n/auth';
import { useRequestPasswordReset } from '../api/password-reset';

/**
 * 'Authenticatie' on /account: a reset link to the user's own address (clarifications: the neutral
 * message, whatever the answer) and 'Uitloggen'.
 */
export function AccountSecuritySection({ email }: { email: string | undefined }) {
  const logout = useLogout();
  const reset = useRequestPasswordReset();
  const done = reset.isSuccess || reset.isError;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">{t('auth.security.resetText')}</p>
        <Button
          variant="outlined"
          className="sm:shrink-0"
          isLoading={reset.isPending}
          disabled={!email}
          onClick={() => {
            if (email && !reset.isPending) reset.mutate({ email });
          }}
        >
          {t('auth.security.reset')}
        </Button>
      </div>
      <div role="status" className="text-sm text-emerald-800 empty:hidden">
        {done ? t('auth.forgotPassword.sent') : ''}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">{t('auth.security.logoutText')}</p>
        <Button variant="outlined" className="sm:shrink-0" onClick={logout}>
          {t('auth.security.logout')}
        </Button>
      </div>
    </div>
  );
}
