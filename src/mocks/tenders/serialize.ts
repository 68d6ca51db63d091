/** A tender row as the API answers it (camelCase, the app's Tender schema plus a few extra keys). */
import type { InteractionRow, TenderRow } from '../db-types';
import { daysRemaining } from './status';

function labels(tender: TenderRow) {
  const base = tender.id * 10;
  return [
    { id: base + 1, type: 'Region', value: tender.region ?? '' },
    { id: base + 2, type: 'Sector', value: tender.sector ?? '' },
    {
      id: base + 3,
      type: 'Minimum price',
      value: tender.estimatedValueEur === null ? 'None' : String(tender.estimatedValueEur),
    },
  ];
}

export function serializeTender(
  tender: TenderRow,
  { interaction, score, now }: { interaction: InteractionRow | undefined; score: number; now: Date },
) {
  const tenderLabels = labels(tender);
  return {
    id: tender.id,
    name: tender.name,
    description: tender.description,
    displayName: tender.displayName,
    displayDescription: tender.displayDescription,
    organization: tender.organization,
    fileNumber: tender.sourceId,
    type: 'tender',
    labels: tenderLabels,
    analysis: {
      id: tender.id,
      labels: tenderLabels,
      state: 'completed',
      type: 'tender_analysis',
      topics: tender.topics,
    },
    daysRemaining: daysRemaining(tender, now),
    submissionDate: tender.submissionDeadline ?? '',
    publicationDate: tender.publicationDate,
    isSaved: interaction?.isSaved ?? false,
    isRejected: interaction?.isRejected ?? false,
    // Extra keys the app does not read: handy when looking at the mock's answers.
    matchScore: score,
    tedUrl: tender.tedUrl,
  };
}
