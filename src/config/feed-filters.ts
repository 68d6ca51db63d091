/**
 * Feed filters (issue #12, docs/api-contract.md 'Filters and search'). Regions and sectors are the label
 * values the API serves (the data set's `region` and `sector`): a Gewest also matches its provinces.
 * Not in constants.ts, which is in the entry chunk of every route: only the filter panel (loaded when it is
 * opened) and the simulated backend need these lists.
 */
export const FEED_FILTER_OPTIONS = {
  regions: [
    {
      group: 'vlaanderen',
      gewest: 'Vlaams Gewest',
      provinces: ['Antwerpen', 'Limburg', 'Oost-Vlaanderen', 'Vlaams-Brabant', 'West-Vlaanderen'],
    },
    { group: 'brussel', gewest: 'Brussels Hoofdstedelijk Gewest', provinces: [] },
    {
      group: 'wallonie',
      gewest: 'Waals Gewest',
      provinces: ['Henegouwen', 'Luik', 'Luxemburg', 'Namen', 'Waals-Brabant'],
    },
  ],
  /** Tenders for the whole country. */
  national: 'België',
  sectors: [
    'Architectuur & engineering',
    'Beveiliging',
    'Bouw',
    'Bouwmaterialen',
    'Cultuur & sport',
    'Elektrotechniek',
    'Energie',
    'Evenementen',
    'Financiële diensten',
    'Groenbeheer & landbouw',
    'Horeca & catering',
    'IT-diensten',
    'Juridische diensten',
    'Laboratorium & meettoestellen',
    'Logistiek',
    'Machines',
    'Marketing & communicatie',
    'Medisch',
    'Onderhoud & herstelling',
    'Onderwijs & opleiding',
    'Schoonmaak',
    'Software',
    'Telecom',
    'Transport',
    'Veiligheid & defensie',
    'Voertuigen & transportmiddelen',
    'Zakelijke diensten',
    'Zorg & welzijn',
  ],
} as const;
