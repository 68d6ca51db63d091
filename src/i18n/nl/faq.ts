export const faq = {
  page: {
    title: 'Veelgestelde vragen',
    intro: 'Antwoorden op de vragen die we het vaakst krijgen over Tenderwijzer.',
    contact: 'Staat je vraag er niet bij? Mail ons op',
    mailSubject: 'Vraag via de FAQ-pagina',
  },
  loading: 'Veelgestelde vragen worden geladen...',
  loadError: 'Fout bij het laden van veelgestelde vragen. Probeer het later opnieuw.',
  empty: 'Geen veelgestelde vragen beschikbaar.',
  searchLabel: 'Zoek in veelgestelde vragen',
  searchPlaceholder: 'Zoek in veelgestelde vragen...',
  noResults: 'Geen vragen gevonden voor "{query}".',
  resultCount: { one: '{count} vraag gevonden', other: '{count} vragen gevonden' },
} as const;
