import { core } from './core';
import { tenders } from './nl/tenders';
import { createTranslator, type KeyOf } from './translate';

const dictionary = { ...core, tenders };

/** Texts of the shared UI and of `tenders`: imported by that feature's code only. */
export const { t, tp, hasTranslation, tDynamic } = createTranslator(dictionary);
export type TranslationKey = KeyOf<typeof dictionary>;
