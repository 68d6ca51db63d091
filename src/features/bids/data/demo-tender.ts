import { twoDigits as pad } from '@/lib/frame/format';
import type { BidTender } from '../lib/bid-tender';

/**
 * A fictional tender for the demo sheet that users without full access see (issue #24, item 4): an
 * invented buyer, so no real one is shown with a tender it never published. Its deadline is counted from
 * today, so the plan's dates are always to come.
 */
export function demoTender(today = new Date()): BidTender {
  const deadline = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 35);
  return {
    id: 0,
    displayName: 'Nieuwe website en e-loket voor de gemeente Voorbeeldegem',
    organization: 'Gemeente Voorbeeldegem',
    submissionDate: `${deadline.getFullYear()}-${pad(deadline.getMonth() + 1)}-${pad(deadline.getDate())}T11:00:00`,
    analysis: {
      topics: [
        {
          type: 'requirements',
          value: [
            '**Technische en beroepsbekwaamheid**',
            '',
            '- Minstens drie referenties van websites voor lokale besturen in de afgelopen drie jaar',
            '- Een team met een toegankelijkheidsexpert (WCAG 2.1 AA)',
            '- Hosting in de Europese Unie, met een ISO 27001-certificaat',
            '',
            '**Economische en financiële draagkracht**',
            '',
            '- Een jaaromzet van minstens € 500.000 in elk van de laatste drie boekjaren',
          ].join('\n'),
        },
        {
          type: 'award_criteria',
          value: [
            '| Criterium | Weging |',
            '| --- | --- |',
            '| Prijs | 40 % |',
            '| Kwaliteit van het voorstel | 40 % |',
            '| Planning en projectaanpak | 20 % |',
          ].join('\n'),
        },
      ],
    },
  };
}
