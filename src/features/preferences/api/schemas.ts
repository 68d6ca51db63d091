import { z } from '@/lib/zod';

export const PREFERENCE_FIELDS = [
  'professionalBackground',
  'pastProjects',
  'industryExperience',
  'geographicPreferences',
  'projectTypes',
  'budgetRange',
  'projectDuration',
  'specificRequirements',
] as const;
export type PreferenceField = (typeof PREFERENCE_FIELDS)[number];

/** A completeness that is not a number is treated as 0 (spec §5). */
export const CompletenessSchema = z.pipe(
  z.unknown(),
  z.transform((value) => {
    const number = typeof value === 'string' ? Number(value) : value;
    return typeof number === 'number' && Number.isFinite(number) ? number : 0;
  }),
);

const NullableText = z._default(z.nullable(z.string()), null);

export const MatchingCriteriaSchema = z.object({
  id: z.nullish(z.union([z.number(), z.string()])),
  professionalBackground: NullableText,
  pastProjects: NullableText,
  industryExperience: NullableText,
  geographicPreferences: NullableText,
  projectTypes: NullableText,
  budgetRange: NullableText,
  projectDuration: NullableText,
  specificRequirements: NullableText,
  completenessPercentage: z._default(CompletenessSchema, 0),
  emptyFields: z._default(z.array(z.string()), []),
  completedFields: z._default(z.array(z.string()), []),
  isAiProfileProcessing: z._default(z.boolean(), false),
});
export type MatchingCriteria = z.infer<typeof MatchingCriteriaSchema>;

export const CompletenessResponseSchema = z.object({ completenessPercentage: CompletenessSchema });
export const ProcessingStatusSchema = z.object({ isProcessing: z.boolean() });

/** The PUT body: the eight fields in snake_case (spec §7). */
export type CriteriaUpdateBody = Partial<{
  professional_background: string | null;
  past_projects: string | null;
  industry_experience: string | null;
  geographic_preferences: string | null;
  project_types: string | null;
  budget_range: string | null;
  project_duration: string | null;
  specific_requirements: string | null;
}>;
