/** Texts shared across areas: the UI primitives (spec §2 "Shared interface pieces") and the plan. */
export const common = {
  dismiss: 'Dismiss',
  loading: 'Loading...',
  retry: 'Opnieuw proberen',
  close: 'Sluiten',
  closeDialog: 'Venster sluiten',
  collapsePanel: 'Paneel inklappen',
  expandPanel: 'Paneel uitklappen',
  opensInNewWindow: '(opent in een nieuw venster)',
  /** What the Premium plan includes (spec §1), on the landing page and the plan selection alike. */
  planFeatures: {
    aiMatching: 'AI-matching van aanbestedingen',
    aiAssistant: 'AI-aanbestedingsassistent',
    requestTenders: 'Aanbestedingen aanvragen',
    fullAccess: 'Volledige toegang tot aanbestedingen',
    support: 'Klantenondersteuning 24/7',
    storage: 'Opslag',
  },
} as const;
