import { t } from '@/i18n/landing';
import type { MainFeature } from '../types';

const keys = ['matching', 'assistant', 'filtering', 'documents', 'overview', 'salesPartner'] as const;

/** The six numbered main features, in the order the accordion shows them. */
export const mainFeatures: MainFeature[] = keys.map((key) => ({
  id: key,
  title: t(`landing.features.items.${key}.title`),
  content: t(`landing.features.items.${key}.content`),
}));
