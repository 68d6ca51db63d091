/**
 * The 78 real TED notices (see /work/shared/data/README.md, copied to `data/tenders-be.json`), parsed
 * once with a schema that documents the file's record shape.
 */
import { z } from '@/lib/zod';
import rawNotices from '../data/tenders-be.json';

const AwardCriterionSchema = z.object({
  name: z.string(),
  weight: z.nullable(z.number()),
  description: z.optional(z.string()),
});

const NoticeSchema = z.object({
  sourceId: z.string(),
  language: z.string(),
  name: z.string(),
  description: z.string(),
  organization: z.nullable(z.string()),
  organizationCity: z.nullable(z.string()),
  nuts: z.nullable(z.string()),
  region: z.nullable(z.string()),
  cpv: z.array(z.string()),
  cpvLabels: z.array(z.string()),
  sector: z.nullable(z.string()),
  estimatedValueEur: z.nullable(z.number()),
  awardedValueEur: z.nullable(z.number()),
  publicationDate: z.string(),
  submissionDeadline: z.nullable(z.string()),
  durationMonths: z.nullable(z.number()),
  procedureType: z.nullable(z.string()),
  awardCriteria: z.array(AwardCriterionSchema),
  requirements: z.nullable(z.string()),
  lots: z.nullable(z.number()),
  noticeType: z.nullable(z.string()),
  contractType: z.nullable(z.string()),
  euInstitution: z.boolean(),
  tedUrl: z.nullable(z.string()),
});
export type Notice = z.infer<typeof NoticeSchema>;

export const notices: readonly Notice[] = z.array(NoticeSchema).parse(rawNotices);
