import { core } from './core';
import { landing } from './nl/landing';
import { createTranslator, type KeyOf } from './translate';

const dictionary = { ...core, landing };

/** Texts of the shared UI and of `landing`: imported by that feature's code only. */
export const { t, tp, hasTranslation, tDynamic } = createTranslator(dictionary);
export type TranslationKey = KeyOf<typeof dictionary>;
