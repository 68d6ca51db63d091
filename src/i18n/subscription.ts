import { core } from './core';
import { subscription } from './nl/subscription';
import { createTranslator, type KeyOf } from './translate';

const dictionary = { ...core, subscription };

/** Texts of the shared UI and of `subscription`: imported by that feature's code only. */
export const { t, tp, hasTranslation, tDynamic } = createTranslator(dictionary);
export type TranslationKey = KeyOf<typeof dictionary>;
