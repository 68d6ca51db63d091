import { AboutSection } from '@/features/landing/components/about-section';
import { CtaSection } from '@/features/landing/components/cta-section';
import { HeroSection } from '@/features/landing/components/hero-section';
import { MainFeaturesSection } from '@/features/landing/components/main-features-section';
import { PartnershipsSection } from '@/features/landing/components/partnerships-section';
import { PricingSection } from '@/features/landing/components/pricing-section';
import { SponsorsSection } from '@/features/landing/components/sponsors-section';
import { TestimonialsSection } from '@/features/landing/components/testimonials-section';
import { TrustLogosSection } from '@/features/landing/components/trust-logos-section';
import { useDocumentTitle } from '@/hooks/frame/use-document-title';
import { t } from '@/i18n/landing';

/** `/`: the marketing page (spec §2 'Landing page'); the public layout around it gives header, main and footer. */
export default function LandingPage() {
  useDocumentTitle(t('landing.documentTitle'));
  return (
    <>
      <HeroSection />
      <TrustLogosSection />
      <MainFeaturesSection />
      <TestimonialsSection />
      <PricingSection />
      <PartnershipsSection />
      <CtaSection />
      <SponsorsSection />
      <AboutSection />
    </>
  );
}
