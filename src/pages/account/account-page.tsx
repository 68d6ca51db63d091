import { PageTitle } from '@/components/ui/primitives/page-title';
import { useMe } from '@/features/account/api/get-me';
import { AccountSection } from '@/features/account/components/account-section';
import { PartnershipsSection } from '@/features/account/components/account-partnerships-section';
import { ProfileSection } from '@/features/account/components/profile-section';
import { AccountSecuritySection } from '@/features/auth/components/account-security-section';
import { BillingSection } from '@/features/subscription/components/billing-section';
import { t } from '@/i18n/account';

/** /account: Profiel, Authenticatie, Facturering, Partnerschappen; billing scrolls itself into view on `state.scrollToBilling`. */
export default function AccountPage() {
  const me = useMe();

  return (
    <div className="flex flex-col gap-6">
      <div>
        <PageTitle>{t('account.title')}</PageTitle>
        <p className="mt-2 text-slate-600">{t('account.intro')}</p>
      </div>
      <AccountSection id="profiel" title={t('account.profile.title')}>
        <ProfileSection />
      </AccountSection>
      <AccountSection id="authenticatie" title={t('auth.security.title')}>
        <AccountSecuritySection email={me.data?.email} />
      </AccountSection>
      <BillingSection />
      <AccountSection id="partnerschappen" title={t('account.partnerships.title')}>
        <PartnershipsSection />
      </AccountSection>
    </div>
  );
}
