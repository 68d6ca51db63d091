/** The matching profile (preferences): completeness, the camelCase answer, snake_case updates and "AI" processing. */
import { PREFERENCE_FIELDS, type PreferenceField } from '@/features/preferences/logged-in/schemas';
import { PROFILE_PROCESSING } from '../config';
import type { PreferencesRow, PreferencesValues } from '../db-types';

const PER_FIELD = 100 / PREFERENCE_FIELDS.length;

/** snake_case request key → camelCase field (spec §7: the PUT body is snake_case). */
export const SNAKE_TO_FIELD: Readonly<Record<string, PreferenceField>> = Object.fromEntries(
  PREFERENCE_FIELDS.map((field) => [field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), field]),
);

export function emptyPreferencesValues(): PreferencesValues {
  return Object.fromEntries(PREFERENCE_FIELDS.map((field) => [field, null])) as PreferencesValues;
}

function isFilled(value: string | null): boolean {
  return Boolean(value?.trim());
}

/** 12.5 per filled field: 0, 12.5, …, 100. */
export function completeness(preferences: PreferencesValues): number {
  return PREFERENCE_FIELDS.filter((field) => isFilled(preferences[field])).length * PER_FIELD;
}

export function isProfileComplete(preferences: PreferencesValues): boolean {
  return completeness(preferences) >= 100;
}

export function isProcessing(preferences: PreferencesRow, now = Date.now()): boolean {
  return preferences.processing !== null && now < preferences.processing.until;
}

/** A status poll: under Vitest every poll brings the end closer (see PROFILE_PROCESSING). */
export function pollProcessing(preferences: PreferencesRow, now = Date.now()): boolean {
  const processing = preferences.processing;
  if (!processing) return false;
  if (processing.pollsLeft !== null) {
    processing.pollsLeft -= 1;
    if (processing.pollsLeft <= 0) processing.until = now;
  }
  if (now >= processing.until) {
    preferences.processing = null;
    return false;
  }
  return true;
}

export function startProcessing(preferences: PreferencesRow, now = Date.now()): void {
  preferences.processing = { until: now + PROFILE_PROCESSING.durationMs, pollsLeft: PROFILE_PROCESSING.pollsUntilDone };
}

export function preferencesBody(preferences: PreferencesRow, now = Date.now()) {
  const values = Object.fromEntries(PREFERENCE_FIELDS.map((field) => [field, preferences[field]])) as PreferencesValues;
  return {
    id: preferences.id,
    ...values,
    completenessPercentage: completeness(preferences),
    emptyFields: PREFERENCE_FIELDS.filter((field) => !isFilled(preferences[field])),
    completedFields: PREFERENCE_FIELDS.filter((field) => isFilled(preferences[field])),
    isAiProfileProcessing: isProcessing(preferences, now),
  };
}
