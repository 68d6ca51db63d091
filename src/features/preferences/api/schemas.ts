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
export const CompletenessSchema = z.unknown().transform((value) => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
});

export const MatchingCriteriaSchema = z.object({
  id: z.union([z.number(), z.string()]).nullish(),
  professionalBackground: z.string().nullable().default(null),
  pastProjects: z.string().nullable().default(null),
  industryExperience: z.string().nullable().default(null),
  geographicPreferences: z.string().nullable().default(null),
  projectTypes: z.string().nullable().default(null),
  budgetRange: z.string().nullable().default(null),
  projectDuration: z.string().nullable().default(null),
  specificRequirements: z.string().nullable().default(null),
  completenessPercentage: CompletenessSchema.default(0),
  emptyFields: z.array(z.string()).default([]),
  completedFields: z.array(z.string()).default([]),
  isAiProfileProcessing: z.boolean().default(false),
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
