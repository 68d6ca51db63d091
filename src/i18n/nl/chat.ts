/** The AI tender assistant on the tender detail page (spec §2 'Tender detail', §4 'Chat'). */
export const chat = {
  title: 'Vragen?',
  intro: 'Stel een vraag over deze aanbesteding. De assistent antwoordt op basis van de aankondiging.',
  open: 'Stel een vraag over deze aanbesteding',
  messagesLabel: 'Gesprek met de assistent',
  empty: 'Nog geen vragen gesteld.',
  you: 'Jij',
  assistant: 'Assistent',
  inputLabel: 'Je vraag',
  inputPlaceholder: 'Stel je vraag...',
  send: 'Versturen',
  typing: 'De assistent typt...',
  loading: 'Gesprek laden...',
  loadError: 'Het gesprek kon niet geladen worden.',
  needsConnection: 'Het gesprek laadt zodra je weer online bent.',
  offline:
    'De assistent heeft een internetverbinding nodig. Je vraag blijft staan: verstuur ze zodra je weer online bent.',
  sendError: 'Er ging iets mis bij het verzenden van uw bericht. Probeer het opnieuw.',
  sources: 'Bronnen',
  showSource: '{tab}: toon “{quote}” in het tabblad',
  personalHelp: 'Krijg persoonlijke hulp',
  personalHelpSubject: 'Persoonlijke hulp bij aanbesteding {id}',
  personalHelpBody:
    'Hallo,\n\nIk heb een vraag over deze aanbesteding waar de assistent me niet mee kon helpen.\n\nAanbesteding-ID: {id}\nNaam: {name}\nLink: {link}\n\nMijn vraag:\n',
} as const;
