import { PREFERENCE_FIELDS, type Preferences, type PreferenceField } from '@/features/preferences/logged-in/schemas';

export type PreferenceValues = Record<PreferenceField, string>;

/** The form's text per field; a field never filled in (null) is an empty text. */
export function toFormValues(preferences: Preferences): PreferenceValues {
  return Object.fromEntries(PREFERENCE_FIELDS.map((field) => [field, preferences[field] ?? ''])) as PreferenceValues;
}
