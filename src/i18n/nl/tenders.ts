export const tenders = {
  card: {
    noTitle: 'No Title',
    deadline: 'Einddatum',
    daysRemaining: { one: 'Dag resterend', other: 'Dagen resterend' },
    today: 'Vandaag',
    daysAgo: { one: 'Dag geleden', other: 'Dagen geleden' },
    noDate: 'Geen datum',
    view: 'BEKIJK',
    follow: 'Volgen',
    save: 'Bewaren',
    reject: 'Verwerpen',
    organization: 'Organisatie',
    location: 'Locatie',
    minimumPrice: 'Minimumprijs',
    sector: 'Sector',
    region: 'Regio',
  },
} as const;
