import { STORAGE_GB, PRICES } from '@/config/constants';
import { anchors, paths } from '@/config/paths';
import { t } from '@/i18n';
import type { BillingFrequencyOption, BillingFrequencyValue, Feature, PricingTier } from '../types';

export const billingFrequencies: BillingFrequencyOption[] = [
  { value: 'monthly', label: t('landing.pricing.frequencies.monthly'), priceSuffix: t('landing.pricing.perMonth') },
  { value: 'yearly', label: t('landing.pricing.frequencies.yearly'), priceSuffix: t('landing.pricing.perYear') },
];

/** Monthly is the default (spec §4 'Landing'). */
export const defaultBillingFrequency: BillingFrequencyValue = 'monthly';

/** What the plan includes (spec §1); the two AI features are highlighted. */
export const planFeatures: Feature[] = [
  { name: t('landing.pricing.features.aiMatching'), value: true, highlighted: true },
  { name: t('landing.pricing.features.aiAssistant'), value: true, highlighted: true },
  { name: t('landing.pricing.features.requestTenders'), value: true },
  { name: t('landing.pricing.features.fullAccess'), value: true },
  { name: t('landing.pricing.features.support'), value: true },
  { name: t('landing.pricing.features.storage'), value: `${STORAGE_GB}GB` },
];

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
