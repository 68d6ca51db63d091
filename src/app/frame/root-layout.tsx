import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useFocusMainOnNavigate } from '@/hooks/frame/use-focus-main-on-navigate';
import { useScrollToHash } from '@/hooks/frame/use-scroll-to-hash';
import { useScrollToTop } from '@/hooks/frame/use-scroll-to-top';
import { useSession } from '@/hooks/frame/use-session';
import { t } from '@/i18n';
import { lazy } from '@/lib/frame/lazy';
import { WithQueries } from '@/app/frame/with-queries';
import { Footer } from './footer';
import { Header } from './header';
import { PaymentBannerPlaceholder } from './payment-banner-placeholder';

// Only a logged-in user can have a payment banner, and only one whose token says unverified the verify
// dialog: load each (with the API client and schemas it needs) only then, so the bundles stay small.
const PaymentBanner = lazy(() =>
  import('@/app/logged-in/payment-banner').then((module) => ({ default: module.PaymentBanner })),
);
const VerifyEmailDialog = lazy(() =>
  import('@/app/layouts/verify-email-dialog').then((module) => ({ default: module.VerifyEmailDialog })),
);

/** Header, payment banner and footer around every page (spec §2 'Header, footer and navigation'). */
export function RootLayout() {
  const { isAuthenticated, isEmailVerified } = useSession();
  useScrollToTop();
  useScrollToHash();
  useFocusMainOnNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-md"
      >
        {t('layout.skipToContent')}
      </a>
      <Header />
      {isAuthenticated && (
        <Suspense fallback={<PaymentBannerPlaceholder />}>
          <WithQueries>
            <PaymentBanner />
          </WithQueries>
        </Suspense>
      )}
      <div className="flex flex-1 flex-col">
        <Outlet />
      </div>
      <Footer />
      {isAuthenticated && !isEmailVerified && (
        <Suspense fallback={null}>
          <WithQueries>
            <VerifyEmailDialog />
          </WithQueries>
        </Suspense>
      )}
    </div>
  );
}
