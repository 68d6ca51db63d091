import { core } from './core';
import { awards } from './nl/awards';
import { awardsEntry } from './nl/awards-entry';
import { createTranslator, type KeyOf } from './translate';

const dictionary = { ...core, awards, awardsEntry };

/** Texts of the shared UI and of `awards` (past awards): loaded with the section's and the sheet's code only. */
export const { t, tp, hasTranslation } = createTranslator(dictionary);
export type TranslationKey = KeyOf<typeof dictionary>;
