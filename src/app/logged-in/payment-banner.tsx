import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Banner, type BannerStatus } from '@/components/ui/controls/banner';
import { paths } from '@/config/paths';
import type { AccessLevel } from '@/features/subscription/status/schemas';
import { useSubscriptionStatus } from '@/features/subscription/status/subscription-status';
import { useAccess } from '@/features/subscription/logged-in/use-access';
import { t } from '@/i18n';
import { formatDate } from '@/lib/frame/format';
import { readRememberedBanner, rememberBanner } from '@/app/frame/remembered-banner';

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
  return level !== null && Object.hasOwn(banners, level);
}

function bannerMessage(level: BannerLevel, periodEnd: string | null): string {
  if (level !== 'full_access_cancels_soon') return t(`layout.paymentBanner.${level}.message`);
  return periodEnd
    ? t('layout.paymentBanner.full_access_cancels_soon.message', { date: formatDate(periodEnd) })
    : t('layout.paymentBanner.full_access_cancels_soon.messageNoDate');
}

/**
 * The payment banner on every page; its button goes to /account scrolling to billing. Until the status
 * answers, the banner this browser showed last stands in its place, so the page below does not move when
 * the answer comes (a demo account has a banner on every page).
 */
export function PaymentBanner() {
  const { accessLevel, isChecking } = useAccess();
  const status = useSubscriptionStatus();
  const navigate = useNavigate();
  const [remembered] = useState(readRememberedBanner);
  const ref = useRef<HTMLDivElement>(null);
  const periodEnd = status.data?.currentPeriodEnd ?? null;
  const level = isBannerLevel(accessLevel) ? accessLevel : null;
  const shown = isChecking ? remembered : level && { level, periodEnd };

  // Measured before paint, with the window's width: the next load's placeholder takes exactly this place.
  useLayoutEffect(() => {
    if (isChecking) return;
    const height = ref.current?.offsetHeight ?? 0;
    rememberBanner(level && { level, periodEnd, height, width: window.innerWidth });
  }, [isChecking, level, periodEnd]);

  if (!shown || !isBannerLevel(shown.level)) return null;
  return (
    <div ref={ref} className="mx-auto w-full max-w-7xl px-4 pt-4">
      <Banner
        status={banners[shown.level]}
        title={t(`layout.paymentBanner.${shown.level}.title`)}
        message={bannerMessage(shown.level, shown.periodEnd)}
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
