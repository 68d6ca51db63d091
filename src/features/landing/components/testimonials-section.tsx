import { t } from '@/i18n/landing';
import { testimonials } from '../data/testimonials';
import { testimonialCarouselSettings } from '../lib/carousel-settings';
import { DeferredCarousel } from './deferred-carousel';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';
import { TestimonialCard } from './testimonial-card';

/** Eight testimonials, two per view (one on phones). */
export function TestimonialsSection() {
  return (
    <LandingSection labelledBy="testimonials-title" tone="slate">
      <SectionHeading
        id="testimonials-title"
        title={t('landing.testimonials.title')}
        lead={t('landing.testimonials.lead')}
      />
      <div className="mt-12">
        <DeferredCarousel
          settings={testimonialCarouselSettings}
          label={t('landing.testimonials.label')}
          placeholderClassName="h-[374px] lg:h-[282px]"
        >
          {testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} />
          ))}
        </DeferredCarousel>
      </div>
    </LandingSection>
  );
}
