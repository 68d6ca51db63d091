/** The one registry of routes (spec §2): nobody types a URL by hand. */
export const paths = {
  home: { path: '/', getHref: (anchor?: string) => (anchor ? `/#${anchor}` : '/') },
  login: {
    path: '/login',
    getHref: (redirectTo?: string | null) =>
      redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login',
  },
  register: { path: '/register', getHref: () => '/register' },
  register2fa: { path: '/register-2fa', getHref: () => '/register-2fa' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  passwordResetConfirm: {
    path: '/password-reset-confirm/:uidb64/:token',
    getHref: (uidb64: string, token: string) => `/password-reset-confirm/${uidb64}/${token}/`,
  },
  verifyEmail: {
    path: '/verify-email/:uidb64/:token',
    getHref: (uidb64: string, token: string) => `/verify-email/${uidb64}/${token}/`,
  },
  emailChangeConfirm: {
    path: '/auth/email/change/confirm/:uidb64/:token',
    getHref: (uidb64: string, token: string) => `/auth/email/change/confirm/${uidb64}/${token}/`,
  },
  selectPlan: { path: '/subscription/select-plan', getHref: () => '/subscription/select-plan' },
  success: {
    path: '/success',
    getHref: (sessionId?: string) => (sessionId ? `/success?session_id=${encodeURIComponent(sessionId)}` : '/success'),
  },
  cancel: { path: '/cancel', getHref: () => '/cancel' },
  faq: { path: '/faq', getHref: () => '/faq' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/gebruiksvoorwaarden', getHref: () => '/gebruiksvoorwaarden' },
  tenders: { path: '/tenders', getHref: () => '/tenders' },
  savedTenders: { path: '/tenders/saved', getHref: () => '/tenders/saved' },
  rejectedTenders: { path: '/tenders/rejected', getHref: () => '/tenders/rejected' },
  pastTenders: { path: '/tenders/past', getHref: () => '/tenders/past' },
  tenderDetail: { path: '/tenders/:id', getHref: (id: number) => `/tenders/${id}` },
  tenderInfo: { path: '/tenders/:id/info', getHref: (id: number) => `/tenders/${id}/info` },
  /** 'Mijn biedingen' (optional extension 'Bids'); `?bid=` opens it at that tender's card. */
  bids: {
    path: '/bids',
    getHref: (tenderId?: number) => (tenderId === undefined ? '/bids' : `/bids?bid=${tenderId}`),
  },
  account: { path: '/account', getHref: () => '/account' },
  preferences: { path: '/preferences', getHref: () => '/preferences' },
} as const;

/** Landing-page anchors (spec §2). */
export const anchors = {
  pricing: 'prijzen',
  partnerships: 'partnerships',
  madePossibleBy: 'mogelijkdoor',
  aboutUs: 'overons',
  mainFeatures: 'hoofdfuncties',
  cta: 'cta',
} as const;
