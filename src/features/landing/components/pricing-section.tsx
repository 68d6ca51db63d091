import { useState } from 'react';
import { anchors } from '@/config/paths';
import { t } from '@/i18n/landing';
import { mailtoHref } from '@/lib/frame/mailto';
import { billingFrequencies, defaultBillingFrequency, premiumTier } from '../data/pricing';
import type { BillingFrequencyValue } from '../types';
import { BillingFrequencyToggle } from './billing-frequency-toggle';
import { LandingSection } from './landing-section';
import { PricingCard } from './pricing-card';
import { SectionHeading } from './section-heading';

/** #prijzen: the Premium plan with the monthly/yearly toggle (monthly first). */
export function PricingSection() {
  const [frequencyValue, setFrequencyValue] = useState<BillingFrequencyValue>(defaultBillingFrequency);
  const frequency = billingFrequencies.find((option) => option.value === frequencyValue) ?? billingFrequencies[0];
  // The tier's subscriptionType follows the toggle (spec §4 'Landing').
  const tier = { ...premiumTier, subscriptionType: frequencyValue };

  return (
    <LandingSection id={anchors.pricing} labelledBy="pricing-title">
      <SectionHeading id="pricing-title" title={t('landing.pricing.title')} lead={t('landing.pricing.lead')} />
      <div className="mt-10 flex justify-center">
        <BillingFrequencyToggle options={billingFrequencies} value={frequencyValue} onChange={setFrequencyValue} />
      </div>
      <div className="mx-auto mt-10 max-w-md">{frequency && <PricingCard tier={tier} frequency={frequency} />}</div>
      <p className="mx-auto mt-10 max-w-2xl text-center text-slate-600">
        {t('landing.pricing.sectors')}{' '}
        <a
          href={mailtoHref({
            subject: t('landing.pricing.waitingListSubject'),
            body: t('landing.pricing.waitingListBody'),
          })}
          className="font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          {t('landing.pricing.waitingList')}
        </a>
      </p>
    </LandingSection>
  );
}
