import { t } from '@/i18n/landing';
import type { Testimonial } from '../types';

const keys = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'] as const;

/** The eight testimonials of the landing carousel (sample content until real customers consent). */
export const testimonials: Testimonial[] = keys.map((key) => ({
  name: t(`landing.testimonials.items.${key}.name`),
  title: t(`landing.testimonials.items.${key}.title`),
  content: t(`landing.testimonials.items.${key}.content`),
}));
