/** A tender row as the API answers it (camelCase, the app's Tender schema plus a few extra keys). */
import type { InteractionRow, TenderRow } from '../db-types';
import type { Match } from './scoring';
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
  { interaction, match, now }: { interaction: InteractionRow | undefined; match: Match | null; now: Date },
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
    // Optional extension (docs/api-contract.md 'Why it matches'): the spec's ordering key overall_score.
    ...(match && { overallScore: match.score, matchReasons: match.reasons }),
    // An extra key the app does not read: handy when looking at the mock's answers.
    tedUrl: tender.tedUrl,
  };
}
