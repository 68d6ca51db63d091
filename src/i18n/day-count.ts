import { dayCount } from './nl/day-count';
import { createTranslator } from './translate';

/** The day count's texts alone: the feeds and the bid pipeline share them, not the rest of `tenders`. */
export const { t, tp, hasTranslation } = createTranslator({ dayCount });
