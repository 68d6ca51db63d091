/**
 * The bids' few texts that load with the detail and the feeds (issues #24, #25): the go/no-go entry, with its
 * demo for a user without full access, and 'Toevoegen aan biedingen'.
 */
export const bidEntry = {
  title: 'Go/no-go',
  open: 'Go/no-go-blad openen',
  close: 'Blad sluiten',
  demo: {
    open: 'Bekijk een voorbeeld',
    close: 'Voorbeeld sluiten',
    loading: 'Voorbeeld laden…',
    intro: 'Met een volledig abonnement beslis je per aanbesteding of je meedoet, en bewaar je die beslissing.',
  },
  add: 'Toevoegen aan biedingen',
  adding: 'Toevoegen…',
  inPipeline: 'In Mijn biedingen',
  added: '{name} staat nu in Mijn biedingen, bij Interessant.',
  addFailed: 'Kon {name} niet toevoegen aan je biedingen: {message}',
  unknownError: 'Onbekende fout',
} as const;
