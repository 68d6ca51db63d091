import { orNull, v } from '@/api/schema';

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

/**
 * A completeness that is not a number is treated as 0 (spec §5), a missing one too: the default makes
 * v.object read a missing key rather than report it.
 */
export const CompletenessSchema = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      const number = typeof value === 'string' ? Number(value) : value;
      return typeof number === 'number' && Number.isFinite(number) ? number : 0;
    }),
  ),
  0,
);

const NullableText = orNull(v.string());

export const PreferencesSchema = v.object({
  id: v.nullish(v.union([v.number(), v.string()])),
  professionalBackground: NullableText,
  pastProjects: NullableText,
  industryExperience: NullableText,
  geographicPreferences: NullableText,
  projectTypes: NullableText,
  budgetRange: NullableText,
  projectDuration: NullableText,
  specificRequirements: NullableText,
  completenessPercentage: CompletenessSchema,
  emptyFields: v.optional(v.array(v.string()), []),
  completedFields: v.optional(v.array(v.string()), []),
  isAiProfileProcessing: v.optional(v.boolean(), false),
});
export type Preferences = v.InferOutput<typeof PreferencesSchema>;

export const CompletenessResponseSchema = v.object({ completenessPercentage: CompletenessSchema });
export const ProcessingStatusSchema = v.object({ isProcessing: v.boolean() });

/** The PUT body: the eight fields in snake_case (spec §7). */
export type PreferencesUpdateBody = Partial<{
  professional_background: string | null;
  past_projects: string | null;
  industry_experience: string | null;
  geographic_preferences: string | null;
  project_types: string | null;
  budget_range: string | null;
  project_duration: string | null;
  specific_requirements: string | null;
}>;
