import { core } from './core';
import { legal } from './nl/legal';
import { createTranslator, type KeyOf } from './translate';

const dictionary = { ...core, legal };

/** Texts of the shared UI and of `legal`: imported by that feature's code only. */
export const { t, tp, hasTranslation, tDynamic } = createTranslator(dictionary);
export type TranslationKey = KeyOf<typeof dictionary>;
