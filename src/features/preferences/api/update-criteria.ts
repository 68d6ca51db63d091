import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/endpoints';
import { TIMEOUTS } from '@/config/constants';
import { criteriaQueryOptions } from './get-criteria';
import { preferenceKeys } from './keys';
import { PREFERENCE_FIELDS, type CriteriaUpdateBody, type PreferenceField } from './schemas';

/** Form values or the last saved criteria; a missing or null field counts as empty. */
export type CriteriaValues = Partial<Record<PreferenceField, string | null | undefined>>;

type BodyKey = keyof CriteriaUpdateBody;

const SNAKE: Record<PreferenceField, BodyKey> = {
  professionalBackground: 'professional_background',
  pastProjects: 'past_projects',
  industryExperience: 'industry_experience',
  geographicPreferences: 'geographic_preferences',
  projectTypes: 'project_types',
  budgetRange: 'budget_range',
  projectDuration: 'project_duration',
  specificRequirements: 'specific_requirements',
};

const trimmed = (value: string | null | undefined) => (value ?? '').trim();

/**
 * The autosave body (spec §4 Preferences): only fields whose trimmed value differs from `previous`, an
 * emptied field as null. Null means "send nothing": every field is empty, or nothing changed.
 */
export function toCriteriaUpdateBody(
  values: CriteriaValues,
  previous: CriteriaValues | undefined,
): CriteriaUpdateBody | null {
  if (PREFERENCE_FIELDS.every((field) => trimmed(values[field]) === '')) return null;
  const body: CriteriaUpdateBody = {};
  for (const field of PREFERENCE_FIELDS) {
    const next = trimmed(values[field]);
    if (next === trimmed(previous?.[field])) continue;
    body[SNAKE[field]] = next === '' ? null : next;
  }
  return Object.keys(body).length > 0 ? body : null;
}

/** The manual-submit body: all eight fields, trimmed, empty as null (clarifications). */
export function toFullCriteriaBody(values: CriteriaValues): CriteriaUpdateBody {
  const body: CriteriaUpdateBody = {};
  for (const field of PREFERENCE_FIELDS) {
    const next = trimmed(values[field]);
    body[SNAKE[field]] = next === '' ? null : next;
  }
  return body;
}

/** The sent body read back in the camelCase of the criteria query. */
function toSavedValues(body: CriteriaUpdateBody): Partial<Record<PreferenceField, string | null>> {
  const saved: Partial<Record<PreferenceField, string | null>> = {};
  for (const field of PREFERENCE_FIELDS) {
    const key = SNAKE[field];
    if (key in body) saved[field] = body[key] ?? null;
  }
  return saved;
}

export async function updateCriteria(body: CriteriaUpdateBody): Promise<void> {
  await bearerClient.put(endpoints.users.updateCriteria, body, { timeout: TIMEOUTS.updateCriteria });
}

type UpdateCriteriaConfig = Omit<UseMutationOptions<void, Error, CriteriaUpdateBody>, 'mutationFn'>;

export function useUpdateCriteria({ mutationConfig }: { mutationConfig?: UpdateCriteriaConfig } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: updateCriteria,
    onSuccess: (data, body, onMutateResult, context) => {
      // The cache holds what was saved at once, so the next autosave diffs against it even before the
      // refetch below brings the server's completeness and processing flag.
      queryClient.setQueryData(
        criteriaQueryOptions().queryKey,
        (criteria) => criteria && { ...criteria, ...toSavedValues(body) },
      );
      void queryClient.invalidateQueries({ queryKey: preferenceKeys.all });
      return mutationConfig?.onSuccess?.(data, body, onMutateResult, context);
    },
  });
}
