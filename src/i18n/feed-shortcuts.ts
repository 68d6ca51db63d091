import { core } from './core';
import { feedShortcuts } from './nl/feed-shortcuts';
import { createTranslator, type KeyOf } from './translate';

const dictionary = { ...core, feedShortcuts };

/** Texts of the feeds' shortcuts help: imported by that dialog only, so they load when it opens. */
export const { t, hasTranslation } = createTranslator(dictionary);
export type TranslationKey = KeyOf<typeof dictionary>;
