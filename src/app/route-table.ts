import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { matchesPattern } from '@/lib/route-pattern';

/**
 * Where a page sits: `public` in the site's frame (header, footer), `app` inside the app's layout as well
 * (side navigation, bottom bar, 'Matching profiel' panel).
 */
export type RouteLayout = 'public' | 'app';

export type FirstCalls = 'feed' | 'detail';

export type RouteEntry = {
  /** A pattern as react-router reads it (`/tenders/:id`); `*` for every unknown address. */
  path: string;
  /** The page module, code-split: it loads when its route is visited (or preloaded, below). */
  page: () => Promise<{ default: ComponentType }>;
  layout: RouteLayout;
  /** `user`: a visitor is sent to /login (RequireAuth). */
  access?: 'user';
  /** `false` for a page that calls no API: it renders without React Query (see WithQueries). */
  queries?: false;
  /**
   * A page of an optional API extension (docs/api-contract.md): against an API without it, its address
   * shows what any unknown address shows (the app's layout asks, layouts/app-shell.tsx).
   */
  extension?: 'bids';
  /**
   * A work surface that needs the width (the bid pipeline's board): on a large screen the 'Matching profiel'
   * panel, which says nothing about it, is left out and the page takes the room (layouts/app-shell.tsx).
   */
  wide?: true;
  /**
   * The calls whose answers the page waits for to show a user with full access his data (first-calls.ts):
   * the entry asks them beside the subscription status when this browser last saw full access
   * (start-early-calls.ts).
   */
  firstCalls?: FirstCalls;
};

/**
 * Every route of spec §2, the one table the app derives its router (routes.tsx), its preloading and its
 * guards and layouts from. A new page is one row here plus its file in src/pages.
 */
export const routeTable: RouteEntry[] = [
  { path: paths.home.path, page: () => import('@/pages/landing-page'), layout: 'public', queries: false },
  { path: paths.login.path, page: () => import('@/pages/auth/login-page'), layout: 'public' },
  { path: paths.register.path, page: () => import('@/pages/auth/register-page'), layout: 'public' },
  { path: paths.forgotPassword.path, page: () => import('@/pages/auth/forgot-password-page'), layout: 'public' },
  {
    path: paths.passwordResetConfirm.path,
    page: () => import('@/pages/auth/password-reset-confirm-page'),
    layout: 'public',
  },
  { path: paths.verifyEmail.path, page: () => import('@/pages/auth/verify-email-page'), layout: 'public' },
  {
    path: paths.emailChangeConfirm.path,
    page: () => import('@/pages/auth/email-change-confirm-page'),
    layout: 'public',
  },
  { path: paths.selectPlan.path, page: () => import('@/pages/select-plan-page'), layout: 'public' },
  { path: paths.success.path, page: () => import('@/pages/payment-success-page'), layout: 'public' },
  { path: paths.cancel.path, page: () => import('@/pages/payment-cancel-page'), layout: 'public' },
  { path: paths.privacy.path, page: () => import('@/pages/privacy-page'), layout: 'public', queries: false },
  { path: paths.terms.path, page: () => import('@/pages/terms-page'), layout: 'public', queries: false },
  { path: paths.faq.path, page: () => import('@/pages/faq-page'), layout: 'app' },
  { path: paths.preferences.path, page: () => import('@/pages/preferences/preferences-page'), layout: 'app' },
  { path: paths.register2fa.path, page: () => import('@/pages/auth/register-2fa-page'), layout: 'app', access: 'user' },
  {
    path: paths.tenders.path,
    page: () => import('@/pages/tenders/feed-page'),
    layout: 'app',
    access: 'user',
    firstCalls: 'feed',
  },
  {
    path: paths.savedTenders.path,
    page: () => import('@/pages/tenders/saved-feed-page'),
    layout: 'app',
    access: 'user',
  },
  {
    path: paths.rejectedTenders.path,
    page: () => import('@/pages/tenders/rejected-feed-page'),
    layout: 'app',
    access: 'user',
  },
  {
    path: paths.pastTenders.path,
    page: () => import('@/pages/tenders/past-feed-page'),
    layout: 'app',
    access: 'user',
  },
  {
    path: paths.tenderDetail.path,
    page: () => import('@/pages/tenders/tender-detail-page'),
    layout: 'app',
    access: 'user',
    firstCalls: 'detail',
  },
  {
    path: paths.tenderInfo.path,
    page: () => import('@/pages/tenders/tender-detail-page'),
    layout: 'app',
    access: 'user',
    firstCalls: 'detail',
  },
  {
    path: paths.bids.path,
    page: () => import('@/pages/bids-page'),
    layout: 'app',
    access: 'user',
    extension: 'bids',
    wide: true,
  },
  { path: paths.account.path, page: () => import('@/pages/account/account-page'), layout: 'app', access: 'user' },
  { path: '*', page: () => import('@/pages/not-found-page'), layout: 'public', queries: false },
];

/** The app's layout loads only with its pages, never on the landing page. */
export const loadAppShell = () => import('./layouts/app-shell');

const paramCount = (path: string) => path.split('/').filter((segment) => segment.startsWith(':')).length;

/** The route react-router will render for a pathname: of the rows that match, the one with fewest params. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return routeTable
    .filter(({ path }) => matchesPattern(path, pathname))
    .sort((a, b) => paramCount(a.path) - paramCount(b.path))[0];
}

/**
 * Nested lazy routes load one after the other: React renders (and so fetches) a page only once its layout
 * and React Query have loaded. Starting the page's import, and its layout's, as soon as the URL is known
 * loads them side by side: from the entry beside React itself, and on every navigation. Pages behind login
 * are fetched early only for a logged-in user. A failure shows when the page renders (its error boundary).
 */
export function preloadRoute(pathname: string, isAuthenticated: boolean): void {
  const route = findRoute(pathname);
  if (!route || (route.access === 'user' && !isAuthenticated)) return;
  route.page().catch(() => undefined);
  if (route.layout === 'app') loadAppShell().catch(() => undefined);
}
