import { core } from './core';
import { createTranslator, type KeyOf, type PluralKeyOf } from './translate';

export type { TranslationParams } from './translate';

/**
 * Texts of the layout and the shared UI (`common`, `layout`). A feature's own texts come from its
 * namespace module (`@/i18n/landing`, `@/i18n/tenders`...), which loads with that feature's code.
 */
export const { t, tp, hasTranslation, tDynamic } = createTranslator(core);
export type TranslationKey = KeyOf<typeof core>;
export type PluralKey = PluralKeyOf<typeof core>;
