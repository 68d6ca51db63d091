import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { useMe } from '@/features/account/api/get-me';
import { AccountSection } from '@/features/account/components/account-section';
import { PartnershipsSection } from '@/features/account/components/partnerships-section';
import { ProfileSection } from '@/features/account/components/profile-section';
import { AccountSecuritySection } from '@/features/auth/components/account-security-section';
import { t } from '@/i18n';
import { scrollToSection } from '@/lib/scroll-to-section';

const BILLING_SECTION_ID = 'facturering';

/** /account: Profiel, Authenticatie, Facturering, Partnerschappen; `state.scrollToBilling` scrolls to billing. */
export default function AccountPage() {
  const location = useLocation();
  const me = useMe();
  const scrolledFor = useRef<string | null>(null);
  const scrollToBilling = (location.state as { scrollToBilling?: unknown } | null)?.scrollToBilling === true;

  // Once the profile above has its height (loaded or failed), so the billing section stays in view.
  useEffect(() => {
    if (!scrollToBilling || me.isPending || scrolledFor.current === location.key) return;
    const section = document.getElementById(BILLING_SECTION_ID);
    if (!section) return;
    scrolledFor.current = location.key;
    scrollToSection(section);
  }, [scrollToBilling, me.isPending, location.key]);

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
      <AccountSection id={BILLING_SECTION_ID} title={t('account.billing.title')}>
        {/* BILLING SLOT: the lead mounts <BillingSection /> from src/features/subscription/components/billing-section.tsx here. */}
      </AccountSection>
      <AccountSection id="partnerschappen" title={t('account.partnerships.title')}>
        <PartnershipsSection />
      </AccountSection>
    </div>
  );
}
