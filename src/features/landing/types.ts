/** Landing-page content types (spec §3). */

export type Testimonial = { name: string; title: string; content: string };

export type BillingFrequencyValue = 'monthly' | 'yearly';

export type BillingFrequencyOption = {
  value: BillingFrequencyValue;
  label: string;
  /** 'Per maand' or 'Per jaar'. */
  priceSuffix: string;
};

/** A line of a plan's feature list: included (true), not included (false) or a value such as '10GB'. */
export type Feature = { name: string; value: boolean | string; highlighted?: boolean };

export type PricingTier = {
  name: string;
  id: string;
  description: string;
  /** Where the card's secondary link goes (spec: pricing cards link to /#hoofdfuncties). */
  href: string;
  price: { monthly: number; annually: number };
  /** Text of the link to `href`, below the main call to action. */
  ctaSuffix: string;
  /** Follows the billing toggle (spec §4 'Landing'). */
  subscriptionType: BillingFrequencyValue;
  features: Feature[];
  imgSrc: string;
};

export type PartnerCard = {
  title: string;
  content: string;
  iconSrc: string;
  imageSrc: string;
  /** Text alternative of the image (the icon is decoration). */
  imageAlt: string;
  cta: string;
  mailsubject: string;
  mailbody: string;
};

/** One of the six numbered, expandable main features. */
export type MainFeature = { id: string; title: string; content: string };

/** A neutral sample wordmark standing in for a real logo until its owner consents. */
export type Wordmark = { name: string; src: string; width: number; height: number };
