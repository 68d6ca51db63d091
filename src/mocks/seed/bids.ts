/**
 * The main demo user's Bids (optional extension 'Bids'): tenders already assessed on the go/no-go sheet,
 * so `npm run dev` shows the feature at once. Sheets are built with the app's own prefill and criteria.
 */
import type { Criterion, Gate, Sheet } from '@/features/bids/api/schemas';
import { deadlineOf } from '@/features/bids/lib/deadline-of';
import { defaultCriteria, newSheet } from '@/features/bids/lib/new-sheet';
import { t } from '@/i18n/bids';
import type { BidRow, TenderRow } from '../db-types';
import { demoAccounts } from '../demo-accounts';

const DEMO_USER_ID = demoAccounts[0]?.id ?? 1;

type Assessment = {
  tenderId: number;
  status: BidRow['status'];
  outcome: BidRow['decision']['outcome'];
  reason: string;
  /** The answer of every prefilled knock-out, except the one at `vetoAt` (answered Nee). */
  answer: Gate['answer'];
  vetoAt?: number;
  /** Scores of the default criteria, in their order. */
  scores: number[];
  notes: string;
};

/** 5: security of a cruise terminal (a Go), 48: green maintenance and playgrounds (a No-go on a knock-out). */
const ASSESSMENTS: Assessment[] = [
  {
    tenderId: 5,
    status: 'go',
    outcome: 'go',
    reason: 'Past bij onze strategie voor havenklanten; referenties en team zijn beschikbaar.',
    answer: 'yes',
    scores: [3, 3, 3, 2, 3, 4],
    notes: 'Bezoek ter plaatse aanvragen bij de haven. Twee referenties van 2024 opvragen bij de klanten.',
  },
  {
    tenderId: 48,
    status: 'no_go',
    outcome: 'no_go',
    reason: 'We hebben niet de gevraagde referenties in groenonderhoud: een knock-out.',
    answer: 'yes',
    vetoAt: 0,
    scores: [1, 0, 2, 2, 2, 1],
    notes: '',
  },
];

function topicsOf(tender: TenderRow) {
  return { analysis: { topics: tender.topics } };
}

function assessedSheet(tender: TenderRow, assessment: Assessment): Sheet {
  const criteria: Criterion[] = defaultCriteria((key) => t(`bids.criteria.labels.${key}`)).map((criterion, index) => ({
    ...criterion,
    score: assessment.scores[index] ?? null,
  }));
  const sheet = newSheet(topicsOf(tender), criteria);
  return {
    ...sheet,
    gates: sheet.gates.map((gate, index) => ({
      ...gate,
      answer: index === assessment.vetoAt ? 'no' : assessment.answer,
    })),
    notes: assessment.notes,
  };
}

export function seedBids(tenders: readonly TenderRow[], now: Date): BidRow[] {
  return ASSESSMENTS.flatMap((assessment, index) => {
    const tender = tenders.find((row) => row.id === assessment.tenderId);
    if (!tender) return [];
    return [
      {
        userId: DEMO_USER_ID,
        tenderId: tender.id,
        status: assessment.status,
        version: 1,
        // A minute apart, so the list's order (newest first) is stable.
        updatedAt: new Date(now.getTime() - index * 60_000).toISOString(),
        decision: { outcome: assessment.outcome, reason: assessment.reason },
        deadline: deadlineOf({ submissionDate: tender.submissionDeadline ?? '' }),
        sheet: assessedSheet(tender, assessment),
      },
    ];
  });
}
