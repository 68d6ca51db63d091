import { offlineQueue } from './nl/offline-queue';
import { createTranslator } from './translate';

/** The offline queue's texts alone: its code loads after the first paint, so they stay out of every page. */
export const { tp, hasTranslation } = createTranslator({ offlineQueue });
