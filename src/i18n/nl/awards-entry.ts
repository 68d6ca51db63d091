/** The past awards' few texts that load with the tender detail (issue #43): the section's heading and button. */
export const awardsEntry = {
  title: 'Eerdere gunningen',
  open: 'Eerdere gunningen tonen',
  close: 'Verbergen',
} as const;
