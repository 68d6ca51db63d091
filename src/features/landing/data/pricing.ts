import { PRICES } from '@/config/constants';
import { PLAN_FEATURES } from '@/config/plan-features';
import { anchors, paths } from '@/config/paths';
import { t } from '@/i18n/landing';
import type { BillingFrequencyOption, BillingFrequencyValue, Feature, PricingTier } from '../types';

export const billingFrequencies: BillingFrequencyOption[] = [
  { value: 'monthly', label: t('landing.pricing.frequencies.monthly'), priceSuffix: t('landing.pricing.perMonth') },
  { value: 'yearly', label: t('landing.pricing.frequencies.yearly'), priceSuffix: t('landing.pricing.perYear') },
];

/** Monthly is the default (spec §4 'Landing'). */
export const defaultBillingFrequency: BillingFrequencyValue = 'monthly';

/** What the plan includes (spec §1); the two AI features are highlighted. */
export const planFeatures: Feature[] = PLAN_FEATURES.map((feature) => ({
  name: t(`common.planFeatures.${feature.key}`),
  value: 'value' in feature ? feature.value : true,
  highlighted: 'highlighted' in feature ? feature.highlighted : undefined,
}));

/** The one plan, Premium; its subscriptionType is replaced by the toggle's value when shown. */
export const premiumTier: PricingTier = {
  name: t('landing.pricing.tier.name'),
  id: 'tier-premium',
  description: t('landing.pricing.tier.description'),
  href: paths.home.getHref(anchors.mainFeatures),
  price: { monthly: PRICES.monthly, annually: PRICES.yearly },
  ctaSuffix: t('landing.pricing.ctaSuffix'),
  subscriptionType: defaultBillingFrequency,
  features: planFeatures,
  imgSrc: '/landing/plan-premium.svg',
};
