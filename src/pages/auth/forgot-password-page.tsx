import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/ui/primitives/page-title';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { t } from '@/i18n/auth';

export default function ForgotPasswordPage() {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <div>
        <PageTitle>{t('auth.forgotPassword.title')}</PageTitle>
        <p className="mt-2 text-slate-600">{t('auth.forgotPassword.intro')}</p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <ForgotPasswordForm />
      </div>
      <Link to={paths.login.getHref()} className="text-sm text-blue-700 underline-offset-2 hover:underline">
        {t('auth.forgotPassword.backToLogin')}
      </Link>
    </div>
  );
}
