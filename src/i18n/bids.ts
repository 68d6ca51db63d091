import { core } from './core';
import { bids } from './nl/bids';
import { createTranslator, type KeyOf } from './translate';

const dictionary = { ...core, bids };

/** Texts of the shared UI and of `bids` (the go/no-go sheet): loaded with the sheet's code only. */
export const { t, hasTranslation } = createTranslator(dictionary);
export type TranslationKey = KeyOf<typeof dictionary>;
