import { orNull, v, withFallback } from '@/api/schema';

const Id = v.union([v.number(), v.string()]);

export const LabelSchema = v.object({
  id: Id,
  type: v.string(),
  value: v.pipe(
    v.nullable(v.union([v.string(), v.number()])),
    v.transform((value) => (value === null ? '' : String(value))),
  ),
});
export type Label = v.InferOutput<typeof LabelSchema>;

export const TopicSchema = v.object({
  id: Id,
  type: v.string(),
  value: withFallback(v.string(), ''),
  language: v.nullish(v.string()),
});
export type Topic = v.InferOutput<typeof TopicSchema>;

export const AnalysisSchema = v.object({
  id: Id,
  labels: v.optional(v.array(LabelSchema), []),
  topics: v.optional(v.array(TopicSchema), []),
  state: v.nullish(v.string()),
  type: v.nullish(v.string()),
});
export type Analysis = v.InferOutput<typeof AnalysisSchema>;

/**
 * Optional extension 'Why it matches' (docs/api-contract.md): the match percentage (0-100) and its
 * reasons. Absent, or not in this shape, they are left out and the tender shows as the spec says.
 */
export const MatchReasonSchema = v.object({ kind: v.picklist(['fit', 'misfit']), text: v.string() });
export type MatchReason = v.InferOutput<typeof MatchReasonSchema>;

const matchFields = {
  overallScore: v.optional(
    v.fallback(
      v.pipe(
        v.nullish(v.number()),
        v.transform((score) => (score == null ? undefined : Math.round(Math.min(100, Math.max(0, score))))),
      ),
      undefined,
    ),
  ),
  matchReasons: v.optional(v.fallback(v.nullish(v.array(MatchReasonSchema)), undefined)),
};

export const TenderSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  name: v.nullish(v.string()),
  description: v.nullish(v.string()),
  // The '' default makes v.object run the pipe for a missing key too.
  displayName: v.pipe(
    v.nullish(v.string(), ''),
    v.transform((value) => value || 'No Title'),
  ),
  displayDescription: withFallback(v.string(), ''),
  organization: orNull(v.string()),
  fileNumber: v.nullish(v.string()),
  type: v.nullish(v.string()),
  labels: withFallback(v.array(LabelSchema), []),
  analysis: orNull(AnalysisSchema),
  daysRemaining: orNull(v.number()),
  submissionDate: withFallback(v.string(), ''),
  isSaved: v.optional(v.boolean(), false),
  isRejected: v.optional(v.boolean(), false),
  ...matchFields,
});
export type Tender = v.InferOutput<typeof TenderSchema>;

/** `GET tenders/{id}/info/` answers `{"data": tender}`; accept the object at the top level too. */
export const TenderInfoResponseSchema = v.pipe(
  v.union([v.object({ data: TenderSchema }), TenderSchema]),
  v.transform((value) => ('data' in value ? value.data : value)),
);

export function pagedSchema<T extends v.GenericSchema>(item: T) {
  return v.object({
    count: v.pipe(v.number(), v.integer(), v.minValue(0)),
    next: v.nullable(v.string()),
    previous: v.nullable(v.string()),
    results: v.array(item),
  });
}

export const TenderPageSchema = pagedSchema(TenderSchema);
export type TenderPage = v.InferOutput<typeof TenderPageSchema>;

export const InteractActionSchema = v.picklist(['save', 'reject']);
export type InteractAction = v.InferOutput<typeof InteractActionSchema>;

export const InteractResponseSchema = v.object({
  action: v.string(),
  isSaved: v.boolean(),
  isRejected: v.boolean(),
});
export type InteractResponse = v.InferOutput<typeof InteractResponseSchema>;
