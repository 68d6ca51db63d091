import { anchors } from '@/config/paths';
import { t } from '@/i18n/landing';
import { partnerCards } from '../data/partner-cards';
import { LandingSection } from './landing-section';
import { PartnerCard } from './partner-card';
import { SectionHeading } from './section-heading';

/** #partnerships: sign-up for partners (sales advisers) and for municipalities. */
export function PartnershipsSection() {
  return (
    <LandingSection id={anchors.partnerships} labelledBy="partnerships-title" tone="slate">
      <SectionHeading
        id="partnerships-title"
        title={t('landing.partnerships.title')}
        lead={t('landing.partnerships.lead')}
      />
      <div className="mx-auto mt-12 grid max-w-5xl gap-8 md:grid-cols-2">
        {partnerCards.map((card) => (
          <PartnerCard key={card.title} card={card} />
        ))}
      </div>
    </LandingSection>
  );
}
