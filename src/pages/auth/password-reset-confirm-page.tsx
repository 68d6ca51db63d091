import { useParams } from 'react-router-dom';
import { PageTitle } from '@/components/ui/primitives/page-title';
import { PasswordResetConfirm } from '@/features/auth/components/password-reset-confirm';
import { t } from '@/i18n/auth';

export default function PasswordResetConfirmPage() {
  const { uidb64, token } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <PageTitle>{t('auth.resetConfirm.title')}</PageTitle>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <PasswordResetConfirm uidb64={uidb64} token={token} />
      </div>
    </div>
  );
}
