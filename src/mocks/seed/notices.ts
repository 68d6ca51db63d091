/**
 * The 78 real TED notices (see /work/shared/data/README.md, copied to `data/tenders-be.json`), parsed
 * once with a schema that documents the file's record shape.
 */
import { v } from '@/api/schema';
import rawNotices from '../data/tenders-be.json';

const AwardCriterionSchema = v.object({
  name: v.string(),
  weight: v.nullable(v.number()),
  description: v.optional(v.string()),
});

const NoticeSchema = v.object({
  sourceId: v.string(),
  language: v.string(),
  name: v.string(),
  description: v.string(),
  organization: v.nullable(v.string()),
  organizationCity: v.nullable(v.string()),
  nuts: v.nullable(v.string()),
  region: v.nullable(v.string()),
  cpv: v.array(v.string()),
  cpvLabels: v.array(v.string()),
  sector: v.nullable(v.string()),
  estimatedValueEur: v.nullable(v.number()),
  awardedValueEur: v.nullable(v.number()),
  publicationDate: v.string(),
  submissionDeadline: v.nullable(v.string()),
  durationMonths: v.nullable(v.number()),
  procedureType: v.nullable(v.string()),
  awardCriteria: v.array(AwardCriterionSchema),
  requirements: v.nullable(v.string()),
  lots: v.nullable(v.number()),
  noticeType: v.nullable(v.string()),
  contractType: v.nullable(v.string()),
  euInstitution: v.boolean(),
  tedUrl: v.nullable(v.string()),
});
export type Notice = v.InferOutput<typeof NoticeSchema>;

export const notices: readonly Notice[] = v.parse(v.array(NoticeSchema), rawNotices);
