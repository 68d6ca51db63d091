import { core } from './core';
import { offline } from './nl/offline';
import { createTranslator } from './translate';

const dictionary = { ...core, offline };

/** Texts of the shared UI and of the offline app: imported by the code that app pages load. */
export const { t, tp, hasTranslation } = createTranslator(dictionary);
