import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/primitives/page-title';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeRedirect } from '@/features/auth/lib/safe-redirect';
import { useSession } from '@/hooks/frame/use-session';
import { t } from '@/i18n/auth';

/** /login: after success back to the page the user was sent away from, else /tenders. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get('redirectTo'));
  const { isAuthenticated } = useSession();

  // Logged in meanwhile, for example in another tab: go where the login would have gone.
  if (isAuthenticated) return <Navigate to={redirectTo} replace />;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <div>
        <PageTitle>{t('auth.login.title')}</PageTitle>
        <p className="mt-2 text-slate-600">{t('auth.login.intro')}</p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <LoginForm onSuccess={() => void navigate(redirectTo, { replace: true })} />
      </div>
      <div className="flex flex-col gap-2 text-sm">
        <Link to={paths.forgotPassword.getHref()} className="text-blue-700 underline-offset-2 hover:underline">
          {t('auth.login.forgotPassword')}
        </Link>
        <p className="text-slate-600">
          {t('auth.login.noAccount')}{' '}
          <Link to={paths.register.getHref()} className="font-medium text-blue-700 underline-offset-2 hover:underline">
            {t('auth.login.register')}
          </Link>
        </p>
      </div>
    </div>
  );
}
