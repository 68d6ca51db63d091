/** Matching criteria: completeness, the camelCase answer, snake_case updates and "AI" processing. */
import { PREFERENCE_FIELDS, type PreferenceField } from '@/features/preferences/logged-in/schemas';
import { PROFILE_PROCESSING } from '../config';
import type { CriteriaRow, PreferencesValues } from '../db-types';

const PER_FIELD = 100 / PREFERENCE_FIELDS.length;

/** snake_case request key → camelCase field (spec §7: the PUT body is snake_case). */
export const SNAKE_TO_FIELD: Readonly<Record<string, PreferenceField>> = Object.fromEntries(
  PREFERENCE_FIELDS.map((field) => [field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), field]),
);

export function emptyCriteriaValues(): PreferencesValues {
  return Object.fromEntries(PREFERENCE_FIELDS.map((field) => [field, null])) as PreferencesValues;
}

function isFilled(value: string | null): boolean {
  return Boolean(value?.trim());
}

/** 12.5 per filled field: 0, 12.5, …, 100. */
export function completeness(criteria: PreferencesValues): number {
  return PREFERENCE_FIELDS.filter((field) => isFilled(criteria[field])).length * PER_FIELD;
}

export function isProfileComplete(criteria: PreferencesValues): boolean {
  return completeness(criteria) >= 100;
}

export function isProcessing(criteria: CriteriaRow, now = Date.now()): boolean {
  return criteria.processing !== null && now < criteria.processing.until;
}

/** A status poll: under Vitest every poll brings the end closer (see PROFILE_PROCESSING). */
export function pollProcessing(criteria: CriteriaRow, now = Date.now()): boolean {
  const processing = criteria.processing;
  if (!processing) return false;
  if (processing.pollsLeft !== null) {
    processing.pollsLeft -= 1;
    if (processing.pollsLeft <= 0) processing.until = now;
  }
  if (now >= processing.until) {
    criteria.processing = null;
    return false;
  }
  return true;
}

export function startProcessing(criteria: CriteriaRow, now = Date.now()): void {
  criteria.processing = { until: now + PROFILE_PROCESSING.durationMs, pollsLeft: PROFILE_PROCESSING.pollsUntilDone };
}

export function criteriaBody(criteria: CriteriaRow, now = Date.now()) {
  const values = Object.fromEntries(PREFERENCE_FIELDS.map((field) => [field, criteria[field]])) as PreferencesValues;
  return {
    id: criteria.id,
    ...values,
    completenessPercentage: completeness(criteria),
    emptyFields: PREFERENCE_FIELDS.filter((field) => !isFilled(criteria[field])),
    completedFields: PREFERENCE_FIELDS.filter((field) => isFilled(criteria[field])),
    isAiProfileProcessing: isProcessing(criteria, now),
  };
}
