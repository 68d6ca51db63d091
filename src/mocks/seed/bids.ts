/**
 * The main demo user's Bids (optional extension 'Bids'): a bid pipeline with a tender in every stage, some
 * assessed on the go/no-go sheet, so `npm run dev` shows both features at once. Sheets are built with the
 * app's own prefill and criteria. `leeg@tenderwijzer.be` has none: its board shows the empty state.
 */
import type { Criterion, Gate, Sheet } from '@/features/bids/model/schemas';
import { deadlineOf } from '@/features/bids/lib/deadline-of';
import { defaultCriteria, newSheet } from '@/features/bids/lib/new-sheet';
import { t } from '@/i18n/bids';
import type { BidRow, TenderRow } from '../db-types';
import { demoAccounts } from '../demo-accounts';

const DEMO_USER_ID = demoAccounts[0]?.id ?? 1;

/** A tender assessed on the sheet: its knock-outs answered, its criteria scored (null: not yet). */
type Assessment = {
  /** The answer of every prefilled knock-out, except the one at `vetoAt` (answered Nee). */
  answer: Gate['answer'];
  vetoAt?: number;
  /** Scores of the default criteria, in their order. */
  scores: (number | null)[];
  notes: string;
};

type SeededBid = {
  tenderId: number;
  status: BidRow['status'];
  outcome: BidRow['decision']['outcome'];
  reason: string;
  /** None: added to the pipeline, the sheet not started (as 'Toevoegen aan biedingen' leaves it). */
  assessment?: Assessment;
};

const GO_SCORES = [3, 3, 3, 2, 3, 4];

/**
 * One Bid or more in each stage. Open tenders with and without a 'Minimum price' (12 has no deadline),
 * closed ones for what was submitted, won or lost. 5: security of a cruise terminal (a Go), 48: green
 * maintenance and playgrounds (a No-go on a knock-out).
 */
const SEEDED: SeededBid[] = [
  {
    tenderId: 5,
    status: 'go',
    outcome: 'go',
    reason: 'Past bij onze strategie voor havenklanten; referenties en team zijn beschikbaar.',
    assessment: {
      answer: 'yes',
      scores: GO_SCORES,
      notes: 'Bezoek ter plaatse aanvragen bij de haven. Twee referenties van 2024 opvragen bij de klanten.',
    },
  },
  {
    tenderId: 48,
    status: 'no_go',
    outcome: 'no_go',
    reason: 'We hebben niet de gevraagde referenties in groenonderhoud: een knock-out.',
    assessment: { answer: 'yes', vetoAt: 0, scores: [1, 0, 2, 2, 2, 1], notes: '' },
  },
  { tenderId: 26, status: 'interested', outcome: null, reason: '' },
  { tenderId: 16, status: 'interested', outcome: null, reason: '' },
  { tenderId: 12, status: 'interested', outcome: null, reason: '' },
  {
    tenderId: 34,
    status: 'assessing',
    outcome: null,
    reason: '',
    assessment: { answer: 'unknown', scores: [3, 2, null, null, null, null], notes: 'Capaciteit nakijken.' },
  },
  {
    tenderId: 19,
    status: 'assessing',
    outcome: 'conditional',
    reason: 'Alleen met een partner voor het Franstalige deel.',
    assessment: { answer: 'yes', scores: [2, 3, 2, 2, 2, 2], notes: '' },
  },
  {
    tenderId: 24,
    status: 'preparing',
    outcome: 'go',
    reason: 'Sterke referenties in horeca-concessies.',
    assessment: { answer: 'yes', scores: [4, 3, 3, 3, 2, 3], notes: 'Eerste versie bij Sara, review door Tom.' },
  },
  {
    tenderId: 40,
    status: 'submitted',
    outcome: 'go',
    reason: 'Lokale klant, korte doorlooptijd.',
    assessment: { answer: 'yes', scores: GO_SCORES, notes: '' },
  },
  {
    tenderId: 46,
    status: 'won',
    outcome: 'go',
    reason: 'Bestaande klant met een goede relatie.',
    assessment: { answer: 'yes', scores: [4, 4, 3, 3, 3, 4], notes: 'Startvergadering ingepland.' },
  },
  {
    tenderId: 75,
    status: 'lost',
    outcome: 'go',
    reason: 'Opleiding is een groeimarkt voor ons.',
    assessment: { answer: 'yes', scores: [3, 2, 3, 2, 2, 2], notes: 'Verloren op prijs: 12 % duurder dan de winnaar.' },
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

const NOT_STARTED: Sheet = { gates: [], criteria: [], milestones: {}, notes: '' };

export function seedBids(tenders: readonly TenderRow[], now: Date): BidRow[] {
  return SEEDED.flatMap((seeded, index) => {
    const tender = tenders.find((row) => row.id === seeded.tenderId);
    if (!tender) return [];
    return [
      {
        userId: DEMO_USER_ID,
        tenderId: tender.id,
        status: seeded.status,
        version: 1,
        // A minute apart, so the list's order (newest first) is stable.
        updatedAt: new Date(now.getTime() - index * 60_000).toISOString(),
        decision: { outcome: seeded.outcome, reason: seeded.reason },
        deadline: deadlineOf({ submissionDate: tender.submissionDeadline ?? '' }),
        sheet: seeded.assessment ? assessedSheet(tender, seeded.assessment) : NOT_STARTED,
      },
    ];
  });
}
