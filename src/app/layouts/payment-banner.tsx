import { useNavigate } from 'react-router-dom';
import { Banner, type BannerStatus } from '@/components/ui/banner';
import { paths } from '@/config/paths';
import type { AccessLevel } from '@/features/subscription/api/schemas';
import { useSubscriptionStatus } from '@/features/subscription/api/subscription-status';
import { useAccess } from '@/features/subscription/hooks/use-access';
import { t } from '@/i18n';
import { formatDate } from '@/lib/format';

type BannerLevel = Exclude<AccessLevel, 'full_access' | 'account_blocked'>;

/** Spec §4 'Access level': which banner each level shows (full_access and account_blocked show none). */
const banners: Record<BannerLevel, BannerStatus> = {
  payment_issue: 'error',
  subscription_incomplete: 'warning',
  needs_new_subscription: 'info',
  subscription_paused: 'info',
  full_access_cancels_soon: 'warning',
};

function isBannerLevel(level: AccessLevel | null): level is BannerLevel {
  return level !== null && level in banners;
}

function bannerMessage(level: BannerLevel, periodEnd: string | null): string {
  if (level !== 'full_access_cancels_soon') return t(`layout.paymentBanner.${level}.message`);
  return periodEnd
    ? t('layout.paymentBanner.full_access_cancels_soon.message', { date: formatDate(periodEnd) })
    : t('layout.paymentBanner.full_access_cancels_soon.messageNoDate');
}

/** The payment banner on every page; its button goes to /account scrolling to billing. */
export function PaymentBanner() {
  const { accessLevel } = useAccess();
  const status = useSubscriptionStatus();
  const navigate = useNavigate();
  if (!isBannerLevel(accessLevel)) return null;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4">
      <Banner
        status={banners[accessLevel]}
        title={t(`layout.paymentBanner.${accessLevel}.title`)}
        message={bannerMessage(accessLevel, status.data?.currentPeriodEnd ?? null)}
        actions={[
          {
            label: t('layout.paymentBanner.action'),
            style: 'primary',
            onClick: () => void navigate(paths.account.getHref(), { state: { scrollToBilling: true } }),
          },
        ]}
      />
    </div>
  );
}
