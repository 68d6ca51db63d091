import { orNull, withFallback, z } from '@/lib/zod';

const Id = z.union([z.number(), z.string()]);

export const LabelSchema = z.object({
  id: Id,
  type: z.string(),
  value: z.pipe(
    z.nullable(z.union([z.string(), z.number()])),
    z.transform((value) => (value === null ? '' : String(value))),
  ),
});
export type Label = z.infer<typeof LabelSchema>;

export const TopicSchema = z.object({
  id: Id,
  type: z.string(),
  value: withFallback(z.string(), ''),
  language: z.nullish(z.string()),
});
export type Topic = z.infer<typeof TopicSchema>;

export const AnalysisSchema = z.object({
  id: Id,
  labels: z._default(z.array(LabelSchema), []),
  topics: z._default(z.array(TopicSchema), []),
  state: z.nullish(z.string()),
  type: z.nullish(z.string()),
});
export type Analysis = z.infer<typeof AnalysisSchema>;

/**
 * Optional extension 'Why it matches' (docs/api-contract.md): the match percentage (0-100) and its
 * reasons. Absent, or not in this shape, they are left out and the tender shows as the spec says.
 */
export const MatchReasonSchema = z.object({ kind: z.enum(['fit', 'misfit']), text: z.string() });
export type MatchReason = z.infer<typeof MatchReasonSchema>;

const matchFields = {
  overallScore: z.optional(
    z.catch(
      z.pipe(
        z.nullish(z.number()),
        z.transform((score) => (score == null ? undefined : Math.round(Math.min(100, Math.max(0, score))))),
      ),
      undefined,
    ),
  ),
  matchReasons: z.optional(z.catch(z.nullish(z.array(MatchReasonSchema)), undefined)),
};

export const TenderSchema = z.object({
  id: z.int(),
  name: z.nullish(z.string()),
  description: z.nullish(z.string()),
  displayName: z.pipe(
    z.nullish(z.string()),
    z.transform((value) => value || 'No Title'),
  ),
  displayDescription: withFallback(z.string(), ''),
  organization: orNull(z.string()),
  fileNumber: z.nullish(z.string()),
  type: z.nullish(z.string()),
  labels: withFallback(z.array(LabelSchema), []),
  analysis: orNull(AnalysisSchema),
  daysRemaining: orNull(z.number()),
  submissionDate: withFallback(z.string(), ''),
  isSaved: z._default(z.boolean(), false),
  isRejected: z._default(z.boolean(), false),
  ...matchFields,
});
export type Tender = z.infer<typeof TenderSchema>;

/** `GET tenders/{id}/info/` answers `{"data": tender}`; accept the object at the top level too. */
export const TenderInfoResponseSchema = z.pipe(
  z.union([z.object({ data: TenderSchema }), TenderSchema]),
  z.transform((value) => ('data' in value ? value.data : value)),
);

export function pagedSchema<T extends z.core.SomeType>(item: T) {
  return z.object({
    count: z.int().check(z.nonnegative()),
    next: z.nullable(z.string()),
    previous: z.nullable(z.string()),
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
