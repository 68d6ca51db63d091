/**
 * The bids' few texts that load with the detail and the feeds (issues #24, #25): the go/no-go entry and
 * 'Toevoegen aan biedingen'.
 */
export const bidEntry = {
  title: 'Go/no-go',
  open: 'Go/no-go-blad openen',
  close: 'Blad sluiten',
  add: 'Toevoegen aan biedingen',
  adding: 'Toevoegen…',
  inPipeline: 'In Mijn biedingen',
  added: '{name} staat nu in Mijn biedingen, bij Interessant.',
  addFailed: 'Kon {name} niet toevoegen aan je biedingen: {message}',
  unknownError: 'Onbekende fout',
} as const;
