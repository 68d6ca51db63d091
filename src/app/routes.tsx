import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RequireAuth } from './guards/require-auth';
import { PageLoading } from '@/components/page-loading';
import { PublicMain } from './layouts/public-main';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './route-error-page';

type PageModule = { default: ComponentType };

/** A code-split route: the page module loads only when its route is visited. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

const strip = (path: string) => path.replace(/^\//, '');

/** Every route of spec §2; `extra` holds routes that exist only with the simulated backend. */
export function createRoutes(extra: RouteObject[] = []): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            {
              element: <PublicMain />,
              children: [
                { index: true, ...page(() => import('@/pages/landing-page')) },
                { path: strip(paths.login.path), ...page(() => import('@/pages/auth/login-page')) },
                { path: strip(paths.register.path), ...page(() => import('@/pages/auth/register-page')) },
                { path: strip(paths.forgotPassword.path), ...page(() => import('@/pages/auth/forgot-password-page')) },
                {
                  path: strip(paths.passwordResetConfirm.path),
                  ...page(() => import('@/pages/auth/password-reset-confirm-page')),
                },
                { path: strip(paths.verifyEmail.path), ...page(() => import('@/pages/auth/verify-email-page')) },
                {
                  path: strip(paths.emailChangeConfirm.path),
                  ...page(() => import('@/pages/auth/email-change-confirm-page')),
                },
                { path: strip(paths.selectPlan.path), ...page(() => import('@/pages/select-plan-page')) },
                { path: strip(paths.success.path), ...page(() => import('@/pages/payment-success-page')) },
                { path: strip(paths.cancel.path), ...page(() => import('@/pages/payment-cancel-page')) },
                { path: strip(paths.privacy.path), ...page(() => import('@/pages/privacy-page')) },
                { path: strip(paths.terms.path), ...page(() => import('@/pages/terms-page')) },
                ...extra,
                { path: '*', ...page(() => import('@/pages/not-found-page')) },
              ],
            },
            {
              // The app's layout (side navigation, 'Matching profiel' panel) loads only with its pages.
              lazy: async () => ({ Component: (await import('./layouts/app-shell')).AppShell }),
              children: [
                { path: strip(paths.faq.path), ...page(() => import('@/pages/faq-page')) },
                { path: strip(paths.preferences.path), ...page(() => import('@/pages/preferences/preferences-page')) },
                {
                  element: <RequireAuth />,
                  children: [
                    { path: strip(paths.register2fa.path), ...page(() => import('@/pages/auth/register-2fa-page')) },
                    { path: strip(paths.tenders.path), ...page(() => import('@/pages/tenders/feed-page')) },
                    { path: strip(paths.savedTenders.path), ...page(() => import('@/pages/tenders/saved-feed-page')) },
                    {
                      path: strip(paths.rejectedTenders.path),
                      ...page(() => import('@/pages/tenders/rejected-feed-page')),
                    },
                    { path: strip(paths.pastTenders.path), ...page(() => import('@/pages/tenders/past-feed-page')) },
                    {
                      path: strip(paths.tenderDetail.path),
                      ...page(() => import('@/pages/tenders/tender-detail-page')),
                    },
                    { path: strip(paths.tenderInfo.path), ...page(() => import('@/pages/tenders/tender-detail-page')) },
                    { path: strip(paths.account.path), ...page(() => import('@/pages/account/account-page')) },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
