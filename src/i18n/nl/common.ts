/** Texts shared by the UI primitives (spec §2 "Shared interface pieces"). */
export const common = {
  dismiss: 'Dismiss',
  loading: 'Loading...',
  retry: 'Opnieuw proberen',
  close: 'Sluiten',
  closeDialog: 'Venster sluiten',
  collapsePanel: 'Paneel inklappen',
  expandPanel: 'Paneel uitklappen',
  opensInNewWindow: '(opent in een nieuw venster)',
} as const;
