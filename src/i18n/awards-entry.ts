import { core } from './core';
import { awardsEntry } from './nl/awards-entry';
import { createTranslator } from './translate';

/** The past awards' entry texts: loaded with the detail, apart from the section's (`@/i18n/awards`). */
export const { t, hasTranslation } = createTranslator({ ...core, awardsEntry });
