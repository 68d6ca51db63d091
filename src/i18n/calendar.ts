import { calendar } from './nl/calendar';
import { createTranslator, type KeyOf } from './translate';

const dictionary = { calendar };

/** Texts of the .ics files: imported only by the code that writes them, which loads on a click. */
export const { t, tp, hasTranslation } = createTranslator(dictionary);
export type TranslationKey = KeyOf<typeof dictionary>;
