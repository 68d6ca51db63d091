/**
 * The matching profile (preferences) at the API's `users/matching_criteria/` endpoints: retrieve_own, update_own,
 * completeness_percentage, processing_status (spec §7).
 */
import { endpoints } from '@/api/early/endpoints';
import { PREFERENCE_FIELDS, type PreferenceField } from '@/features/preferences/logged-in/schemas';
import { withAuth } from '../auth';
import { CRITERIA_FIELD_MAX_LENGTH } from '../config';
import { completeness, preferencesBody, pollProcessing, SNAKE_TO_FIELD, startProcessing } from '../domain/preferences';
import { detail, fieldErrors, invalidJson, json, readJson, route } from '../lib/http';
import { MESSAGES } from '../messages';

const retrieveOwn = route(
  'get',
  endpoints.users.preferences,
  withAuth(({ user }) => json(preferencesBody(user.preferences))),
);

/**
 * Only the keys sent change; null (or an empty text) clears a field. A body with all eight fields is the
 * app's manual submit and starts the "AI" processing; an autosave (only the changed fields) just stores.
 */
const updateOwn = route(
  'put',
  endpoints.users.updatePreferences,
  withAuth(async ({ request, user }) => {
    const body = await readJson(request);
    if (!body) return invalidJson();
    const changes: Partial<Record<PreferenceField, string | null>> = {};
    const errors: Record<string, string> = {};
    for (const [key, value] of Object.entries(body)) {
      const field = SNAKE_TO_FIELD[key];
      if (!field) continue;
      if (value !== null && typeof value !== 'string') errors[key] = MESSAGES.notText;
      else if (value && value.length > CRITERIA_FIELD_MAX_LENGTH)
        errors[key] = MESSAGES.textTooLong(CRITERIA_FIELD_MAX_LENGTH);
      else changes[field] = value?.trim() || null;
    }
    if (Object.keys(errors).length > 0) return fieldErrors(errors);
    if (Object.keys(changes).length === 0) return detail(400, MESSAGES.nothingToUpdate);
    Object.assign(user.preferences, changes);
    if (Object.keys(changes).length === PREFERENCE_FIELDS.length) startProcessing(user.preferences);
    return json(preferencesBody(user.preferences));
  }),
);

const completenessPercentage = route(
  'get',
  endpoints.users.completeness,
  withAuth(({ user }) => json({ completenessPercentage: completeness(user.preferences) })),
);

const processingStatus = route(
  'get',
  endpoints.users.processingStatus,
  withAuth(({ user }) => json({ isProcessing: pollProcessing(user.preferences) })),
);

export const preferencesHandlers = [retrieveOwn, updateOwn, completenessPercentage, processingStatus];
