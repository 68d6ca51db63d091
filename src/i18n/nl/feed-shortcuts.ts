/** The keyboard shortcuts help of the feeds (issue #12): loaded with the help, not with the feed. */
export const feedShortcuts = {
  title: 'Sneltoetsen',
  intro: 'Werk de feed af met het toetsenbord. De toetsen werken niet terwijl je in een veld typt.',
  next: 'Volgende aanbesteding',
  previous: 'Vorige aanbesteding',
  open: 'Gekozen aanbesteding openen',
  save: 'Bewaren of niet langer bewaren',
  reject: 'Verwerpen of niet langer verwerpen',
  undo: 'Laatste keer bewaren of verwerpen ongedaan maken',
  help: 'Deze sneltoetsen tonen',
} as const;
