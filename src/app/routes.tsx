import { lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { RequireAuth } from './guards/require-auth';
import { PublicMain } from './layouts/public-main';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { RoutePage } from './route-page';
import { WithQueries } from './with-queries';

// Code-split pages: each module loads only when its route is visited.
const load = {
  landing: () => import('@/pages/landing-page'),
  login: () => import('@/pages/auth/login-page'),
  register: () => import('@/pages/auth/register-page'),
  forgotPassword: () => import('@/pages/auth/forgot-password-page'),
  passwordResetConfirm: () => import('@/pages/auth/password-reset-confirm-page'),
  verifyEmail: () => import('@/pages/auth/verify-email-page'),
  emailChangeConfirm: () => import('@/pages/auth/email-change-confirm-page'),
  selectPlan: () => import('@/pages/select-plan-page'),
  success: () => import('@/pages/payment-success-page'),
  cancel: () => import('@/pages/payment-cancel-page'),
  privacy: () => import('@/pages/privacy-page'),
  terms: () => import('@/pages/terms-page'),
  notFound: () => import('@/pages/not-found-page'),
  faq: () => import('@/pages/faq-page'),
  preferences: () => import('@/pages/preferences/preferences-page'),
  register2fa: () => import('@/pages/auth/register-2fa-page'),
  tenders: () => import('@/pages/tenders/feed-page'),
  savedTenders: () => import('@/pages/tenders/saved-feed-page'),
  rejectedTenders: () => import('@/pages/tenders/rejected-feed-page'),
  pastTenders: () => import('@/pages/tenders/past-feed-page'),
  tenderDetail: () => import('@/pages/tenders/tender-detail-page'),
  account: () => import('@/pages/account/account-page'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

const LandingPage = lazy(load.landing);
const LoginPage = lazy(load.login);
const RegisterPage = lazy(load.register);
const ForgotPasswordPage = lazy(load.forgotPassword);
const PasswordResetConfirmPage = lazy(load.passwordResetConfirm);
const VerifyEmailPage = lazy(load.verifyEmail);
const EmailChangeConfirmPage = lazy(load.emailChangeConfirm);
const SelectPlanPage = lazy(load.selectPlan);
const PaymentSuccessPage = lazy(load.success);
const PaymentCancelPage = lazy(load.cancel);
const PrivacyPage = lazy(load.privacy);
const TermsPage = lazy(load.terms);
const NotFoundPage = lazy(load.notFound);
const FaqPage = lazy(load.faq);
const PreferencesPage = lazy(load.preferences);
const Register2faPage = lazy(load.register2fa);
const FeedPage = lazy(load.tenders);
const SavedFeedPage = lazy(load.savedTenders);
const RejectedFeedPage = lazy(load.rejectedTenders);
const PastFeedPage = lazy(load.pastTenders);
const TenderDetailPage = lazy(load.tenderDetail);
const AccountPage = lazy(load.account);
// The app's layout (side navigation, 'Matching profiel' panel) loads only with its pages.
const AppShell = lazy(() => import('./layouts/app-shell').then((module) => ({ default: module.AppShell })));

/** A route that exists only with the simulated backend; `path` is relative to the public layout. */
export type ExtraRoute = { path: string; element: ReactNode };

const strip = (path: string) => path.replace(/^\//, '');

/**
 * One page route with its own error boundary and loading state. Keyed by path, so moving to a page
 * whose code is not loaded yet shows the loading state instead of freezing on the previous page.
 */
function page(path: string, element: ReactNode, { queries = true }: { queries?: boolean } = {}) {
  return (
    <Route
      key={path}
      path={strip(path)}
      element={<RoutePage key={path}>{queries ? <WithQueries>{element}</WithQueries> : element}</RoutePage>}
    />
  );
}

// The page to fetch at once when its URL is opened (see usePreloadPage); the first match counts, so the
// feeds come before the detail. Pages behind login are fetched early only for a logged-in user.
const preloads: { path: string; load: () => Promise<unknown>; guarded?: boolean }[] = [
  { path: paths.home.path, load: load.landing },
  { path: paths.login.path, load: load.login },
  { path: paths.register.path, load: load.register },
  { path: paths.forgotPassword.path, load: load.forgotPassword },
  { path: paths.passwordResetConfirm.path, load: load.passwordResetConfirm },
  { path: paths.verifyEmail.path, load: load.verifyEmail },
  { path: paths.emailChangeConfirm.path, load: load.emailChangeConfirm },
  { path: paths.selectPlan.path, load: load.selectPlan },
  { path: paths.success.path, load: load.success },
  { path: paths.cancel.path, load: load.cancel },
  { path: paths.privacy.path, load: load.privacy },
  { path: paths.terms.path, load: load.terms },
  { path: paths.faq.path, load: load.faq },
  { path: paths.preferences.path, load: load.preferences },
  { path: paths.register2fa.path, load: load.register2fa, guarded: true },
  { path: paths.tenders.path, load: load.tenders, guarded: true },
  { path: paths.savedTenders.path, load: load.savedTenders, guarded: true },
  { path: paths.rejectedTenders.path, load: load.rejectedTenders, guarded: true },
  { path: paths.pastTenders.path, load: load.pastTenders, guarded: true },
  { path: paths.tenderDetail.path, load: load.tenderDetail, guarded: true },
  { path: paths.tenderInfo.path, load: load.tenderDetail, guarded: true },
  { path: paths.account.path, load: load.account, guarded: true },
];

/**
 * Nested lazy routes load one after the other: React renders (and so fetches) a page only once its
 * layout and React Query have loaded. Starting the page's own import right away loads them in parallel.
 */
function usePreloadPage() {
  const { pathname } = useLocation();
  const { isAuthenticated } = useSession();
  useEffect(() => {
    const match = preloads.find(({ path }) => matchPath(path, pathname));
    if (!match || (match.guarded && !isAuthenticated)) return;
    // A failure shows when the page itself renders (its route's error boundary).
    match.load().catch(() => undefined);
  }, [pathname, isAuthenticated]);
}

/** Every route of spec §2; `extra` holds routes that exist only with the simulated backend. */
export function AppRoutes({ extra = [] }: { extra?: ExtraRoute[] }) {
  const { key } = useLocation();
  usePreloadPage();
  return (
    <RouteErrorBoundary resetKey={key} landmark>
      <Routes>
        <Route element={<RootLayout />}>
          <Route element={<PublicMain />}>
            {/* The landing page calls no API: it runs without React Query (see WithQueries). */}
            <Route
              index
              element={
                <RoutePage key="/">
                  <LandingPage />
                </RoutePage>
              }
            />
            {page(paths.login.path, <LoginPage />)}
            {page(paths.register.path, <RegisterPage />)}
            {page(paths.forgotPassword.path, <ForgotPasswordPage />)}
            {page(paths.passwordResetConfirm.path, <PasswordResetConfirmPage />)}
            {page(paths.verifyEmail.path, <VerifyEmailPage />)}
            {page(paths.emailChangeConfirm.path, <EmailChangeConfirmPage />)}
            {page(paths.selectPlan.path, <SelectPlanPage />)}
            {page(paths.success.path, <PaymentSuccessPage />)}
            {page(paths.cancel.path, <PaymentCancelPage />)}
            {page(paths.privacy.path, <PrivacyPage />, { queries: false })}
            {page(paths.terms.path, <TermsPage />, { queries: false })}
            {extra.map((route) => page(route.path, route.element))}
            {page('*', <NotFoundPage />, { queries: false })}
          </Route>
          <Route
            element={
              <RoutePage landmark>
                <WithQueries>
                  <AppShell />
                </WithQueries>
              </RoutePage>
            }
          >
            {page(paths.faq.path, <FaqPage />)}
            {page(paths.preferences.path, <PreferencesPage />)}
            <Route element={<RequireAuth />}>
              {page(paths.register2fa.path, <Register2faPage />)}
              {page(paths.tenders.path, <FeedPage />)}
              {page(paths.savedTenders.path, <SavedFeedPage />)}
              {page(paths.rejectedTenders.path, <RejectedFeedPage />)}
              {page(paths.pastTenders.path, <PastFeedPage />)}
              {page(paths.tenderDetail.path, <TenderDetailPage />)}
              {page(paths.tenderInfo.path, <TenderDetailPage />)}
              {page(paths.account.path, <AccountPage />)}
            </Route>
          </Route>
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
