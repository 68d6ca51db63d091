import { orNull, v, withFallback } from '@/api/schema';

/** Optional extension 'Bids' (docs/api-contract.md): a company's work on one tender. */
export const BID_STATUSES = [
  'interested',
  'assessing',
  'go',
  'no_go',
  'preparing',
  'submitted',
  'won',
  'lost',
] as const;
export const BidStatusSchema = v.picklist(BID_STATUSES);
export type BidStatus = v.InferOutput<typeof BidStatusSchema>;

export const OUTCOMES = ['go', 'no_go', 'conditional'] as const;
export const OutcomeSchema = v.picklist(OUTCOMES);
export type Outcome = v.InferOutput<typeof OutcomeSchema>;

// The Bid, its decision and its sheet are read with v.looseObject: a field this build does not know (stored by a
// newer one) is kept and sent back unchanged with the next PUT, rather than removed by an older tab.
export const DecisionSchema = v.looseObject({
  outcome: v.nullable(OutcomeSchema),
  reason: withFallback(v.string(), ''),
});
export type Decision = v.InferOutput<typeof DecisionSchema>;

export const ANSWERS = ['yes', 'no', 'unknown'] as const;
export type Answer = (typeof ANSWERS)[number];

export const MILESTONE_KEYS = ['questions', 'goNoGo', 'firstDraft', 'review', 'submission'] as const;
export type MilestoneKey = (typeof MILESTONE_KEYS)[number];

const PassageSchema = v.object({ topicType: v.string(), quote: v.string() });
export type Passage = v.InferOutput<typeof PassageSchema>;

/** A knock-out question: answered Nee, the advice is No-go whatever the score. */
const GateSchema = v.object({
  id: v.string(),
  text: v.string(),
  answer: v.fallback(v.picklist(ANSWERS), 'unknown'),
  source: v.fallback(v.nullable(PassageSchema), null),
});
export type Gate = v.InferOutput<typeof GateSchema>;

// Valibot's functions all go to the API chunk that every page loads (vite.config.ts): bounds are read
// with transforms the app already uses rather than with more of them (maxValue, record).
const withinOrNull = (max: number) => (value: number | null) => (value !== null && value <= max ? value : null);

/** A weighted criterion, scored 0–4 (null: not scored yet); a weight out of 0–100 reads as 0. */
const CriterionSchema = v.object({
  id: v.string(),
  label: v.string(),
  weight: v.fallback(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0),
      v.transform((weight) => withinOrNull(100)(weight) ?? 0),
    ),
    0,
  ),
  score: v.fallback(
    v.pipe(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))), v.transform(withinOrNull(4))),
    null,
  ),
});
export type Criterion = v.InferOutput<typeof CriterionSchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Dates the user set by hand; a milestone without one is counted back from the deadline. */
const MilestonesSchema = v.pipe(
  v.unknown(),
  v.transform((record) => {
    const dates: Partial<Record<MilestoneKey, string>> = {};
    if (typeof record !== 'object' || record === null) return dates;
    for (const key of MILESTONE_KEYS) {
      const value = (record as Record<string, unknown>)[key];
      if (typeof value === 'string' && ISO_DATE.test(value)) dates[key] = value;
    }
    return dates;
  }),
);

/**
 * `sheet` is the app's own object, stored by the API as sent. Read leniently: a part that is not in this
 * shape (written by an older or newer app) reads as empty, and the sheet fills it with its defaults; a part
 * this build does not know is kept as it is.
 */
export const SheetSchema = v.looseObject({
  gates: v.fallback(v.array(GateSchema), []),
  criteria: v.fallback(v.array(CriterionSchema), []),
  milestones: v.fallback(MilestonesSchema, {}),
  notes: v.fallback(v.string(), ''),
  // The price the company intends to offer, in euros (issue #43): optional, so a sheet stored before it reads
  // as it was; anything but a number of zero or more reads as none.
  intendedPriceEur: v.optional(v.fallback(v.nullable(v.pipe(v.number(), v.minValue(0))), null)),
});
export type Sheet = v.InferOutput<typeof SheetSchema>;

const EMPTY_SHEET: Sheet = { gates: [], criteria: [], milestones: {}, notes: '' };

export const BidSchema = v.looseObject({
  tenderId: v.pipe(v.number(), v.integer()),
  status: BidStatusSchema,
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  updatedAt: orNull(v.string()),
  decision: DecisionSchema,
  deadline: orNull(v.pipe(v.string(), v.regex(ISO_DATE))),
  sheet: v.fallback(SheetSchema, EMPTY_SHEET),
});
export type Bid = v.InferOutput<typeof BidSchema>;

/** What the app sends with `PUT /bids/{tenderId}/`: the Bid without the server's `updatedAt`. */
export type BidBody = { [K in keyof Bid as K extends 'updatedAt' ? never : K]: Bid[K] };

/** The 409 answer: another tab or device saved in between. */
export const BidConflictSchema = v.object({ detail: v.string(), current: BidSchema });
