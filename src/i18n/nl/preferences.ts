/** The matching profile on /preferences (spec §2 Preferences page, §4 Preferences, §8). */
export const preferences = {
  intro:
    'Beschrijf je bedrijf in je eigen woorden. Hoe concreter je schrijft, hoe beter we aanbestedingen vinden die bij je passen. Alle velden zijn optioneel en worden automatisch bewaard.',
  formLabel: 'Matchingvoorkeuren',
  fields: {
    professionalBackground: {
      label: 'Professionele achtergrond',
      placeholder:
        'Bv. Webbureau uit Gent met 12 medewerkers. We bouwen websites, webapplicaties en mobiele apps voor overheden en kmo’s.',
    },
    pastProjects: {
      label: 'Eerdere projecten',
      placeholder:
        'Bv. Nieuwe website voor de stad Aalst (2024), onthaalapp voor een OCMW, digitale campagne voor een provinciale dienst toerisme.',
    },
    industryExperience: {
      label: 'Sectorervaring',
      placeholder: 'Bv. IT-diensten, software, marketing en communicatie voor lokale besturen en intercommunales.',
    },
    geographicPreferences: {
      label: 'Geografische voorkeuren',
      placeholder: 'Bv. Oost-Vlaanderen en West-Vlaanderen; Brussel als het project groot genoeg is.',
    },
    projectTypes: {
      label: 'Soorten projecten',
      placeholder: 'Bv. webontwikkeling, hosting en onderhoud, UX-onderzoek, communicatiecampagnes, grafisch ontwerp.',
    },
    budgetRange: {
      label: 'Budget',
      placeholder: 'Bv. tussen € 20.000 en € 150.000 per opdracht.',
    },
    projectDuration: {
      label: 'Looptijd',
      placeholder: 'Bv. 3 maanden tot 2 jaar; raamcontracten tot 4 jaar.',
    },
    specificRequirements: {
      label: 'Specifieke vereisten',
      placeholder: 'Bv. geen opdrachten met 24/7-permanentie; we werken in het Nederlands en het Engels.',
    },
  },
  submit: 'Profiel opslaan en verwerken',
  submitHint: 'Je wijzigingen worden automatisch bewaard. Klaar? Laat je matchingprofiel dan opnieuw berekenen.',
  saveState: {
    saving: 'Bezig met bewaren…',
    saved: 'Alle wijzigingen zijn bewaard.',
    failed: 'Je laatste wijzigingen zijn nog niet bewaard. We proberen opnieuw bij je volgende wijziging.',
  },
  toasts: {
    saved: 'Voorkeuren bijgewerkt',
    failed: 'Fout bij het bijwerken van de voorkeuren',
    processing: 'Voorkeuren worden verwerkt... Dit kan enkele minuten duren.',
  },
  processing: {
    title: 'Je profiel wordt verwerkt',
    message:
      'We berekenen je matchingprofiel opnieuw. Intussen kan je je voorkeuren niet wijzigen; je feed toont de aanbestedingen op datum tot de verwerking klaar is.',
    toTenders: 'Naar aanbestedingen',
  },
  loadError: 'Je voorkeuren konden niet geladen worden. Probeer het later opnieuw.',
} as const;
