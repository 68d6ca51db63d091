/** The go/no-go entry on the tender detail: the few texts that load with the detail (issue #24). */
export const bidEntry = {
  title: 'Go/no-go',
  open: 'Go/no-go-blad openen',
  close: 'Blad sluiten',
} as const;
