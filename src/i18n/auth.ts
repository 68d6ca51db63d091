import { core } from './core';
import { auth } from './nl/auth';
import { createTranslator, type KeyOf } from './translate';

const dictionary = { ...core, auth };

/** Texts of the shared UI and of `auth`: imported by that feature's code only. */
export const { t, tp, hasTranslation, tDynamic } = createTranslator(dictionary);
export type TranslationKey = KeyOf<typeof dictionary>;
