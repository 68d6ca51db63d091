import { lazy, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RequireAuth } from './guards/require-auth';
import { PublicMain } from './layouts/public-main';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { RoutePage } from './route-page';

// Code-split pages: each module loads only when its route is visited.
const LandingPage = lazy(() => import('@/pages/landing-page'));
const LoginPage = lazy(() => import('@/pages/auth/login-page'));
const RegisterPage = lazy(() => import('@/pages/auth/register-page'));
const ForgotPasswordPage = lazy(() => import('@/pages/auth/forgot-password-page'));
const PasswordResetConfirmPage = lazy(() => import('@/pages/auth/password-reset-confirm-page'));
const VerifyEmailPage = lazy(() => import('@/pages/auth/verify-email-page'));
const EmailChangeConfirmPage = lazy(() => import('@/pages/auth/email-change-confirm-page'));
const SelectPlanPage = lazy(() => import('@/pages/select-plan-page'));
const PaymentSuccessPage = lazy(() => import('@/pages/payment-success-page'));
const PaymentCancelPage = lazy(() => import('@/pages/payment-cancel-page'));
const PrivacyPage = lazy(() => import('@/pages/privacy-page'));
const TermsPage = lazy(() => import('@/pages/terms-page'));
const NotFoundPage = lazy(() => import('@/pages/not-found-page'));
const FaqPage = lazy(() => import('@/pages/faq-page'));
const PreferencesPage = lazy(() => import('@/pages/preferences/preferences-page'));
const Register2faPage = lazy(() => import('@/pages/auth/register-2fa-page'));
const FeedPage = lazy(() => import('@/pages/tenders/feed-page'));
const SavedFeedPage = lazy(() => import('@/pages/tenders/saved-feed-page'));
const RejectedFeedPage = lazy(() => import('@/pages/tenders/rejected-feed-page'));
const PastFeedPage = lazy(() => import('@/pages/tenders/past-feed-page'));
const TenderDetailPage = lazy(() => import('@/pages/tenders/tender-detail-page'));
const AccountPage = lazy(() => import('@/pages/account/account-page'));
// The app's layout (side navigation, 'Matching profiel' panel) loads only with its pages.
const AppShell = lazy(() => import('./layouts/app-shell').then((module) => ({ default: module.AppShell })));

/** A route that exists only with the simulated backend; `path` is relative to the public layout. */
export type ExtraRoute = { path: string; element: ReactNode };

const strip = (path: string) => path.replace(/^\//, '');

/**
 * One page route with its own error boundary and loading state. Keyed by path, so moving to a page
 * whose code is not loaded yet shows the loading state instead of freezing on the previous page.
 */
function page(path: string, element: ReactNode) {
  return <Route key={path} path={strip(path)} element={<RoutePage key={path}>{element}</RoutePage>} />;
}

/** Every route of spec §2; `extra` holds routes that exist only with the simulated backend. */
export function AppRoutes({ extra = [] }: { extra?: ExtraRoute[] }) {
  const { key } = useLocation();
  return (
    <RouteErrorBoundary resetKey={key} landmark>
      <Routes>
        <Route element={<RootLayout />}>
          <Route element={<PublicMain />}>
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
            {page(paths.privacy.path, <PrivacyPage />)}
            {page(paths.terms.path, <TermsPage />)}
            {extra.map((route) => page(route.path, route.element))}
            {page('*', <NotFoundPage />)}
          </Route>
          <Route
            element={
              <RoutePage landmark>
                <AppShell />
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
