import { anchors } from '@/config/paths';
import { t } from '@/i18n/landing';
import { sponsorWordmarks } from '../data/wordmarks';
import { LandingSection } from './landing-section';
import { LogoWall } from './logo-wall';
import { SectionHeading } from './section-heading';

/** #mogelijkdoor: the organisations that make Tenderwijzer possible ('made possible by'). */
export function SponsorsSection() {
  return (
    <LandingSection id={anchors.madePossibleBy} labelledBy="sponsors-title">
      <SectionHeading id="sponsors-title" title={t('landing.sponsors.title')} lead={t('landing.sponsors.lead')} />
      <div className="mt-10">
        <LogoWall logos={sponsorWordmarks} label={t('landing.sponsors.logosLabel')} />
      </div>
    </LandingSection>
  );
}
