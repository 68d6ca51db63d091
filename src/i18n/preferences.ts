import { core } from './core';
import { preferences } from './nl/preferences';
import { createTranslator, type KeyOf } from './translate';

const dictionary = { ...core, preferences };

/** Texts of the shared UI and of `preferences`: imported by that feature's code only. */
export const { t, tp, hasTranslation, tDynamic } = createTranslator(dictionary);
export type TranslationKey = KeyOf<typeof dictionary>;
