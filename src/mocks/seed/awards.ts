/**
 * The 122 real TED award results (see /work/shared/data/README.md, copied to `data/awards-be.json`), parsed
 * once with a schema that documents the fields the simulated backend reads.
 */
import { v } from '@/api/schema';
import rawAwards from '../data/awards-be.json';

const WinnerSchema = v.object({
  name: v.string(),
  city: v.nullable(v.string()),
  isSme: v.nullable(v.boolean()),
});

// A weight is a number when the notice gives a plain one, else text ('70/100') or null.
const AwardCriterionSchema = v.object({ name: v.string(), weight: v.nullable(v.union([v.number(), v.string()])) });

const AwardRecordSchema = v.object({
  id: v.string(),
  sourceId: v.string(),
  tedUrl: v.nullable(v.string()),
  awardDate: v.nullable(v.string()),
  buyer: v.nullable(v.string()),
  region: v.nullable(v.string()),
  title: v.nullable(v.string()),
  cpv: v.string(),
  cpvLabels: v.array(v.string()),
  contractType: v.nullable(v.string()),
  procedureType: v.nullable(v.string()),
  tendersReceived: v.nullable(v.number()),
  winners: v.array(WinnerSchema),
  awardedValueEur: v.nullable(v.number()),
  lowestOfferEur: v.nullable(v.number()),
  highestOfferEur: v.nullable(v.number()),
  estimatedValueEur: v.nullable(v.number()),
  awardCriteria: v.array(AwardCriterionSchema),
  noAward: v.boolean(),
});
export type AwardRecord = v.InferOutput<typeof AwardRecordSchema>;

export const awardRecords: readonly AwardRecord[] = v.parse(v.array(AwardRecordSchema), rawAwards);
