import { Link, Navigate, useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/ui/primitives/page-title';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useSession } from '@/hooks/frame/use-session';
import { t } from '@/i18n/auth';

/** /register: a logged-in user goes to /tenders; success goes to plan selection with the email (spec §2). */
export default function RegisterPage() {
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  if (isAuthenticated) return <Navigate to={paths.tenders.getHref()} replace />;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <div>
        <PageTitle>{t('auth.register.title')}</PageTitle>
        <p className="mt-2 text-slate-600">{t('auth.register.intro')}</p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <RegisterForm onSuccess={(email) => void navigate(paths.selectPlan.getHref(), { state: { email } })} />
      </div>
      <p className="text-sm text-slate-600">
        {t('auth.register.hasAccount')}{' '}
        <Link to={paths.login.getHref()} className="font-medium text-blue-700 underline-offset-2 hover:underline">
          {t('auth.register.login')}
        </Link>
      </p>
    </div>
  );
}
