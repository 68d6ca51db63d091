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
  /** What a failed call says where the server gives no message of its own (issue #11, fault tolerance). */
  apiErrors: {
    timeout: 'De server antwoordt niet op tijd.',
    network: 'Geen verbinding met de server.',
    server: 'De server kon je vraag niet verwerken (fout {status}).',
  },
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
