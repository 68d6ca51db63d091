import type { Tender } from '@/features/tenders/model/schemas';

/**
 * The three sample (fake) tenders of the landing page, reused by the demo feed (clarifications.md 'Demo mode').
 * Organisations and places are invented, so no real buyer is shown with a tender it never published.
 * Deadlines are counted from today so the day count and the date on a card always agree.
 */
function deadlineInDays(days: number, today = new Date()): string {
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}T12:00:00`;
}

type SampleInput = {
  id: number;
  name: string;
  description: string;
  organization: string;
  fileNumber: string;
  region: string;
  sector: string;
  minimumPrice: string;
  location: string;
  summary: string;
  daysRemaining: number;
};

function sampleTender(input: SampleInput): Tender {
  const submissionDate = deadlineInDays(input.daysRemaining);
  return {
    id: input.id,
    name: input.name,
    description: input.description,
    displayName: input.name,
    displayDescription: input.description,
    organization: input.organization,
    fileNumber: input.fileNumber,
    type: 'tender',
    labels: [
      { id: `${input.id}-region`, type: 'Region', value: input.region },
      { id: `${input.id}-sector`, type: 'Sector', value: input.sector },
      { id: `${input.id}-price`, type: 'Minimum price', value: input.minimumPrice },
      { id: `${input.id}-submission`, type: 'Submission date', value: submissionDate.slice(0, 10) },
    ],
    analysis: {
      id: input.id,
      labels: [],
      topics: [
        { id: `${input.id}-location`, type: 'location', value: input.location, language: 'NL' },
        { id: `${input.id}-summary`, type: 'summary', value: input.summary, language: 'NL' },
      ],
      state: 'completed',
      type: 'tender',
    },
    daysRemaining: input.daysRemaining,
    submissionDate,
    isSaved: false,
    isRejected: false,
  };
}

export const sampleTenders: Tender[] = [
  sampleTender({
    id: 900001,
    name: 'Ontwikkeling, hosting en onderhoud van een toegankelijke gemeentelijke website met digitaal loket',
    description:
      'Het gemeentebestuur zoekt een partner voor het ontwerp, de bouw, de hosting en het onderhoud van een nieuwe website volgens de WCAG 2.1 AA-richtlijnen, met een digitaal loket voor attesten en afspraken.',
    organization: 'Gemeente Wilgendaal',
    fileNumber: '2025/ICT/014',
    region: 'Oost-Vlaanderen',
    sector: 'IT-diensten',
    minimumPrice: '85000',
    location: 'Wilgendaal, Oost-Vlaanderen',
    summary:
      '**Website en digitaal loket** voor een gemeente van 18.000 inwoners. Looptijd 4 jaar, gunning op prijs (40%) en kwaliteit (60%).',
    daysRemaining: 24,
  }),
  sampleTender({
    id: 900002,
    name: 'Communicatiecampagne en beheer van sociale media voor de nieuwe afvalinzameling',
    description:
      'De intercommunale zoekt een communicatiebureau voor een campagne rond de nieuwe inzamelregeling: concept, drukwerk, online advertenties en het beheer van de sociale media gedurende twaalf maanden.',
    organization: 'Intercommunale Kempenwerk',
    fileNumber: 'KW-2025-007',
    region: 'Antwerpen',
    sector: 'Marketing & communicatie',
    minimumPrice: '45000',
    location: 'Kempenwerk, regio Turnhout, Antwerpen',
    summary:
      '**Campagne en sociale media** voor 27 gemeenten. Openbare procedure, gunning op kwaliteit van het concept (70%) en prijs (30%).',
    daysRemaining: 9,
  }),
  sampleTender({
    id: 900003,
    name: 'Raamovereenkomst voor cloudhosting, back-up en helpdeskondersteuning',
    description:
      'Het welzijnshuis zoekt een dienstverlener voor het hosten van zijn toepassingen in de cloud, dagelijkse back-ups en een Nederlandstalige helpdesk voor 120 medewerkers.',
    organization: 'Welzijnshuis Houtland',
    fileNumber: 'WS/2025/03',
    region: 'West-Vlaanderen',
    sector: 'IT-diensten',
    minimumPrice: 'None',
    location: 'Houtland, West-Vlaanderen',
    summary:
      '**Cloudhosting en helpdesk** voor 120 medewerkers. Raamovereenkomst van 3 jaar, eenmaal verlengbaar met 1 jaar.',
    daysRemaining: 3,
  }),
];
