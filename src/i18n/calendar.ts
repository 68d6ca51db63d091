import { core } from './core';
import { calendar } from './nl/calendar';
import { createTranslator, type KeyOf } from './translate';

// With core, like every namespace module: the build then keeps core and the translator in one chunk.
const dictionary = { ...core, calendar };

/** Texts of the .ics files: imported only by the code that writes them, which loads on a click. */
export const { t, tp, hasTranslation } = createTranslator(dictionary);
export type TranslationKey = KeyOf<typeof dictionary>;
