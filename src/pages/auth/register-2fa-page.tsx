import { PageTitle } from '@/components/ui/primitives/page-title';
import { TwoFactorSetup } from '@/features/auth/components/two-factor-setup';
import { t } from '@/i18n/auth';

export default function RegisterTwoFactorPage() {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6">
      <div>
        <PageTitle>{t('auth.twoFactor.title')}</PageTitle>
        <p className="mt-2 text-slate-600">{t('auth.twoFactor.intro')}</p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <TwoFactorSetup />
      </div>
    </div>
  );
}
