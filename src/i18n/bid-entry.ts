import { core } from './core';
import { bidEntry } from './nl/bid-entry';
import { createTranslator } from './translate';

/** The go/no-go entry's texts: loaded with the tender detail, apart from the sheet's (`@/i18n/bids`). */
export const { t, hasTranslation } = createTranslator({ ...core, bidEntry });
