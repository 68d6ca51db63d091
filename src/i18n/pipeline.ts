import { core } from './core';
import { pipeline } from './nl/pipeline';
import { createTranslator, type KeyOf } from './translate';

const dictionary = { ...core, pipeline };

/** Texts of the shared UI and of `pipeline` ('Mijn biedingen'): loaded with that page's code only. */
export const { t, tp, hasTranslation } = createTranslator(dictionary);
export type TranslationKey = KeyOf<typeof dictionary>;
