import { lazy, useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/use-session';
import { RequireAuth } from './guards/require-auth';
import { PublicMain } from './layouts/public-main';
import { RootLayout } from './layouts/root-layout';
import { load, loadAppShell, preloadPage } from './page-loaders';
import { RouteErrorBoundary } from './route-error-boundary';
import { RoutePage } from './route-page';
import { WithQueries } from './with-queries';

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
const AppShell = lazy(() => loadAppShell().then((module) => ({ default: module.AppShell })));

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

/** The page's code, and its layout's, as soon as its URL is known. */
function usePreloadPage() {
  const { pathname } = useLocation();
  const { isAuthenticated } = useSession();
  useEffect(() => preloadPage(pathname, isAuthenticated), [pathname, isAuthenticated]);
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
