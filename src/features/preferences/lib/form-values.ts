import { PREFERENCE_FIELDS, type MatchingCriteria, type PreferenceField } from '../api/schemas';

export type PreferenceValues = Record<PreferenceField, string>;

/** The form's text per field; a field never filled in (null) is an empty text. */
export function toFormValues(criteria: MatchingCriteria): PreferenceValues {
  return Object.fromEntries(PREFERENCE_FIELDS.map((field) => [field, criteria[field] ?? ''])) as PreferenceValues;
}
