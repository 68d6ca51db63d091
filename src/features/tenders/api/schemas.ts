import { z } from '@/lib/zod';

const Id = z.union([z.number(), z.string()]);

export const LabelSchema = z.object({
  id: Id,
  type: z.string(),
  value: z
    .union([z.string(), z.number()])
    .nullable()
    .transform((value) => (value === null ? '' : String(value))),
});
export type Label = z.infer<typeof LabelSchema>;

export const TopicSchema = z.object({
  id: Id,
  type: z.string(),
  value: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  language: z.string().nullish(),
});
export type Topic = z.infer<typeof TopicSchema>;

export const AnalysisSchema = z.object({
  id: Id,
  labels: z.array(LabelSchema).default([]),
  topics: z.array(TopicSchema).default([]),
  state: z.string().nullish(),
  type: z.string().nullish(),
});
export type Analysis = z.infer<typeof AnalysisSchema>;

export const TenderSchema = z.object({
  id: z.number().int(),
  name: z.string().nullish(),
  description: z.string().nullish(),
  displayName: z
    .string()
    .nullish()
    .transform((value) => value || 'No Title'),
  displayDescription: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  organization: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  fileNumber: z.string().nullish(),
  type: z.string().nullish(),
  labels: z
    .array(LabelSchema)
    .nullish()
    .transform((value) => value ?? []),
  analysis: AnalysisSchema.nullish().transform((value) => value ?? null),
  daysRemaining: z
    .number()
    .nullish()
    .transform((value) => value ?? null),
  submissionDate: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  isSaved: z.boolean().default(false),
  isRejected: z.boolean().default(false),
});
export type Tender = z.infer<typeof TenderSchema>;

/** `GET tenders/{id}/info/` answers `{"data": tender}`; accept the object at the top level too. */
export const TenderInfoResponseSchema = z
  .union([z.object({ data: TenderSchema }), TenderSchema])
  .transform((value) => ('data' in value ? value.data : value));

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export const TenderPageSchema = pagedSchema(TenderSchema);
export type TenderPage = z.infer<typeof TenderPageSchema>;

export const InteractActionSchema = z.enum(['save', 'reject']);
export type InteractAction = z.infer<typeof InteractActionSchema>;

export const InteractResponseSchema = z.object({
  action: z.string(),
  isSaved: z.boolean(),
  isRejected: z.boolean(),
});
export type InteractResponse = z.infer<typeof InteractResponseSchema>;
