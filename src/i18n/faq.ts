import { core } from './core';
import { faq } from './nl/faq';
import { createTranslator, type KeyOf } from './translate';

const dictionary = { ...core, faq };

/** Texts of the shared UI and of `faq`: imported by that feature's code only. */
export const { t, tp, hasTranslation, tDynamic } = createTranslator(dictionary);
export type TranslationKey = KeyOf<typeof dictionary>;
