import { v } from '@/api/schema';

/** Optional extension 'Awards' (docs/api-contract.md): similar contracts awarded before, from TED. */
export const SIMILARITIES = ['buyer', 'cpv_group', 'cpv_division', 'region'] as const;
export type Similarity = (typeof SIMILARITIES)[number];

/** A field that may be null, absent or of another shape: it reads as null. */
const maybe = <T extends v.GenericSchema>(schema: T) => v.fallback(v.nullable(schema), null);
const amount = () => maybe(v.number());
const text = () => maybe(v.string());

const WinnerSchema = v.object({ name: v.string(), city: text(), isSme: maybe(v.boolean()) });

export const AwardSchema = v.object({
  noticeId: v.string(),
  tedUrl: text(),
  buyer: text(),
  title: text(),
  awardDate: text(),
  cpv: text(),
  cpvLabel: text(),
  contractType: text(),
  procedureType: text(),
  winners: v.fallback(v.nullable(v.array(WinnerSchema)), null),
  awardedValueEur: amount(),
  lowestOfferEur: amount(),
  highestOfferEur: amount(),
  tendersReceived: amount(),
  estimatedValueEur: amount(),
  priceWeight: amount(),
  // Reasons this app does not know (a newer API's) are dropped, not the award.
  similarity: v.pipe(
    v.array(v.string()),
    v.transform((reasons) =>
      reasons.filter((reason): reason is Similarity => SIMILARITIES.includes(reason as Similarity)),
    ),
  ),
});
export type Award = v.InferOutput<typeof AwardSchema>;

export const SummarySchema = v.object({
  count: v.fallback(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  medianValueEur: amount(),
  minValueEur: amount(),
  maxValueEur: amount(),
  medianTendersReceived: amount(),
  smeShare: amount(),
  incumbent: maybe(v.object({ name: v.string(), awardDate: text(), noticeId: v.string() })),
});
export type AwardsSummary = v.InferOutput<typeof SummarySchema>;

export const AwardsSchema = v.object({ summary: SummarySchema, results: v.array(AwardSchema) });
export type Awards = v.InferOutput<typeof AwardsSchema>;
