// @ts-check

/**
 * The routes the bench loads and holds to their byte targets (budgets.json: a route without a row of its own
 * takes `default`). Tender 1 is a real notice the demo account (full subscription) may open.
 * @type {{ path: string, auth: boolean }[]}
 */
export const ROUTES = [
  { path: '/', auth: false },
  { path: '/login', auth: false },
  { path: '/register', auth: false },
  { path: '/forgot-password', auth: false },
  { path: '/faq', auth: false },
  { path: '/subscription/select-plan', auth: false },
  { path: '/privacy', auth: false },
  { path: '/gebruiksvoorwaarden', auth: false },
  { path: '/tenders', auth: true },
  { path: '/tenders/saved', auth: true },
  { path: '/tenders/rejected', auth: true },
  { path: '/tenders/past', auth: true },
  { path: '/account', auth: true },
  { path: '/register-2fa', auth: true },
  { path: '/preferences', auth: true },
  { path: '/tenders/1', auth: true },
  { path: '/bids', auth: true },
];

/**
 * The rows of the route table (src/app/route-table.ts) the bench does not load, each with the reason.
 * `tests/unit/tooling/route-coverage.test.ts` fails on a row that is neither loaded nor listed here.
 * @type {Record<string, string>}
 */
export const NOT_MEASURED = {
  '/password-reset-confirm/:uidb64/:token': 'opened from a one-time e-mail link; the auth forms as /login loads them',
  '/verify-email/:uidb64/:token': 'opened from a one-time e-mail link; the auth forms as /login loads them',
  '/auth/email/change/confirm/:uidb64/:token': 'a one-time e-mail link that leaves for / or /account at once',
  '/success': 'the payment result: leaves for another page after 3 s, so the bench would measure that one',
  '/cancel': 'the payment result: leaves for the plans after 3 s, so the bench would measure that one',
  '/tenders/:id/info': "the detail's page and code, opened at another tab: measured as /tenders/1",
  '*': 'the not-found page: the public frame and a heading, less than /privacy loads',
};
