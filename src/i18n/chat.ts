import { core } from './core';
import { chat } from './nl/chat';
import { createTranslator, type KeyOf } from './translate';

const dictionary = { ...core, chat };

/** Texts of the shared UI and of `chat`: imported by that feature's code only. */
export const { t, tp, hasTranslation, tDynamic } = createTranslator(dictionary);
export type TranslationKey = KeyOf<typeof dictionary>;
