import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { TIMEOUTS } from '@/config/constants';
import { preferencesQueryOptions } from '@/features/preferences/api/get-preferences';
import { preferenceKeys } from '@/features/preferences/logged-in/keys';
import {
  PREFERENCE_FIELDS,
  type PreferencesUpdateBody,
  type PreferenceField,
} from '@/features/preferences/logged-in/schemas';

/** Form values or the last saved preferences; a missing or null field counts as empty. */
export type PreferencesValues = Partial<Record<PreferenceField, string | null | undefined>>;

type BodyKey = keyof PreferencesUpdateBody;

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
export function toPreferencesUpdateBody(
  values: PreferencesValues,
  previous: PreferencesValues | undefined,
): PreferencesUpdateBody | null {
  if (PREFERENCE_FIELDS.every((field) => trimmed(values[field]) === '')) return null;
  const body: PreferencesUpdateBody = {};
  for (const field of PREFERENCE_FIELDS) {
    const next = trimmed(values[field]);
    if (next === trimmed(previous?.[field])) continue;
    body[SNAKE[field]] = next === '' ? null : next;
  }
  return Object.keys(body).length > 0 ? body : null;
}

/** The manual-submit body: all eight fields, trimmed, empty as null (clarifications). */
export function toFullPreferencesBody(values: PreferencesValues): PreferencesUpdateBody {
  const body: PreferencesUpdateBody = {};
  for (const field of PREFERENCE_FIELDS) {
    const next = trimmed(values[field]);
    body[SNAKE[field]] = next === '' ? null : next;
  }
  return body;
}

/** The sent body read back in the camelCase of the preferences query. */
function toSavedValues(body: PreferencesUpdateBody): Partial<Record<PreferenceField, string | null>> {
  const saved: Partial<Record<PreferenceField, string | null>> = {};
  for (const field of PREFERENCE_FIELDS) {
    const key = SNAKE[field];
    if (key in body) saved[field] = body[key] ?? null;
  }
  return saved;
}

export async function updatePreferences(body: PreferencesUpdateBody): Promise<void> {
  await bearerClient.put(endpoints.users.updatePreferences, body, { timeout: TIMEOUTS.updatePreferences });
}

type UpdatePreferencesConfig = Omit<UseMutationOptions<void, Error, PreferencesUpdateBody>, 'mutationFn'>;

export function useUpdatePreferences({ mutationConfig }: { mutationConfig?: UpdatePreferencesConfig } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...mutationConfig,
    mutationFn: updatePreferences,
    onSuccess: (data, body, onMutateResult, context) => {
      // The cache holds what was saved at once, so the next autosave diffs against it even before the
      // refetch below brings the server's completeness and processing flag.
      queryClient.setQueryData(
        preferencesQueryOptions().queryKey,
        (preferences) => preferences && { ...preferences, ...toSavedValues(body) },
      );
      void queryClient.invalidateQueries({ queryKey: preferenceKeys.all });
      return mutationConfig?.onSuccess?.(data, body, onMutateResult, context);
    },
  });
}
