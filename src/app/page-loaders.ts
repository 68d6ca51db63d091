import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { matchesPattern } from '@/lib/route-pattern';

// Code-split pages: each module loads only when its route is visited.
export const load = {
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

// The app's layout (side navigation, 'Matching profiel' panel) loads only with its pages.
export const loadAppShell = () => import('./layouts/app-shell');

// The page to fetch at once when its URL is opened (see preloadPage); the first match counts, so the
// feeds come before the detail. Pages behind login are fetched early only for a logged-in user; `shell`
// marks the pages inside the app's layout.
const preloads: { path: string; load: () => Promise<unknown>; guarded?: boolean; shell?: boolean }[] = [
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
  { path: paths.faq.path, load: load.faq, shell: true },
  { path: paths.preferences.path, load: load.preferences, shell: true },
  { path: paths.register2fa.path, load: load.register2fa, guarded: true, shell: true },
  { path: paths.tenders.path, load: load.tenders, guarded: true, shell: true },
  { path: paths.savedTenders.path, load: load.savedTenders, guarded: true, shell: true },
  { path: paths.rejectedTenders.path, load: load.rejectedTenders, guarded: true, shell: true },
  { path: paths.pastTenders.path, load: load.pastTenders, guarded: true, shell: true },
  { path: paths.tenderDetail.path, load: load.tenderDetail, guarded: true, shell: true },
  { path: paths.tenderInfo.path, load: load.tenderDetail, guarded: true, shell: true },
  { path: paths.account.path, load: load.account, guarded: true, shell: true },
];

/**
 * Nested lazy routes load one after the other: React renders (and so fetches) a page only once its
 * layout and React Query have loaded. Starting the page's own import, and its layout's, right away
 * loads them in parallel: from the entry, beside React itself, and on every navigation. A failure shows
 * when the page itself renders (its route's error boundary).
 */
export function preloadPage(pathname: string, isAuthenticated: boolean): void {
  const match = preloads.find(({ path }) => matchesPattern(path, pathname));
  if (!match || (match.guarded && !isAuthenticated)) return;
  match.load().catch(() => undefined);
  if (match.shell) loadAppShell().catch(() => undefined);
}
