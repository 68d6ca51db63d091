/**
 * The 78 real TED notices (see /work/shared/data/README.md, copied to `data/tenders-be.json`), parsed
 * once with a schema that documents the file's record shape.
 */
import { z } from '@/lib/zod';
import rawNotices from '../data/tenders-be.json';

const AwardCriterionSchema = z.object({
  name: z.string(),
  weight: z.number().nullable(),
  description: z.string().optional(),
});

const NoticeSchema = z.object({
  sourceId: z.string(),
  language: z.string(),
  name: z.string(),
  description: z.string(),
  organization: z.string().nullable(),
  organizationCity: z.string().nullable(),
  nuts: z.string().nullable(),
  region: z.string().nullable(),
  cpv: z.array(z.string()),
  cpvLabels: z.array(z.string()),
  sector: z.string().nullable(),
  estimatedValueEur: z.number().nullable(),
  awardedValueEur: z.number().nullable(),
  publicationDate: z.string(),
  submissionDeadline: z.string().nullable(),
  durationMonths: z.number().nullable(),
  procedureType: z.string().nullable(),
  awardCriteria: z.array(AwardCriterionSchema),
  requirements: z.string().nullable(),
  lots: z.number().nullable(),
  noticeType: z.string().nullable(),
  contractType: z.string().nullable(),
  euInstitution: z.boolean(),
  tedUrl: z.string().nullable(),
});
export type Notice = z.infer<typeof NoticeSchema>;

export const notices: readonly Notice[] = z.array(NoticeSchema).parse(rawNotices);
