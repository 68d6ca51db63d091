import { CheckIcon, SparklesIcon } from '@heroicons/react/20/solid';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/primitives/button-link';
import { VisuallyHidden } from '@/components/ui/primitives/visually-hidden';
import { PRICES } from '@/config/constants';
import { paths } from '@/config/paths';
import { t } from '@/i18n/landing';
import { cn } from '@/lib/frame/cn';
import { formatEuro } from '@/lib/frame/format';
import type { BillingFrequencyOption, Feature, PricingTier } from '../types';
import { XMarkIcon } from '@/components/ui/primitives/icons';

function FeatureIcon({ feature }: { feature: Feature }) {
  if (feature.value === false) return <XMarkIcon className="size-5 shrink-0 text-slate-400" aria-hidden="true" />;
  if (feature.highlighted) return <SparklesIcon className="size-5 shrink-0 text-blue-700" aria-hidden="true" />;
  return <CheckIcon className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />;
}

/** The plan card: price for the chosen period, 'Koop plan' to /register, the feature list. */
export function PricingCard({ tier, frequency }: { tier: PricingTier; frequency: BillingFrequencyOption }) {
  const price = frequency.value === 'monthly' ? tier.price.monthly : tier.price.annually;
  return (
    <article
      aria-labelledby={tier.id}
      data-subscription-type={tier.subscriptionType}
      className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm ring-1 ring-blue-700/10"
    >
      <div className="flex items-center gap-4">
        <img src={tier.imgSrc} alt="" width={56} height={56} loading="lazy" decoding="async" className="size-14" />
        <h3 id={tier.id} className="text-2xl">
          {tier.name}
        </h3>
      </div>
      <p className="mt-4 text-slate-600">{tier.description}</p>
      <p className="mt-6 flex items-baseline gap-x-2">
        <span className="text-5xl font-semibold tracking-tight text-slate-900">{formatEuro(price)}</span>
        <span className="text-sm font-semibold text-slate-600">{frequency.priceSuffix}</span>
      </p>
      {frequency.value === 'yearly' && (
        <p className="mt-2 text-sm font-medium text-emerald-700">
          {t('landing.pricing.yearlySaving', { amount: formatEuro(PRICES.yearlySaving) })}
        </p>
      )}
      <ButtonLink
        to={paths.register.getHref()}
        state={{ subscriptionType: tier.subscriptionType }}
        aria-describedby={tier.id}
        size="lg"
        className="mt-6 w-full"
      >
        {t('landing.pricing.cta')}
      </ButtonLink>
      <p className="mt-3 text-center">
        <Link
          to={tier.href}
          className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          {tier.ctaSuffix}
        </Link>
      </p>
      <h4 className="mt-8 text-sm text-slate-900">{t('landing.pricing.featuresLabel')}</h4>
      <ul className="mt-4 space-y-3 text-sm">
        {tier.features.map((feature) => (
          <li
            key={feature.name}
            data-highlighted={feature.highlighted ? 'true' : undefined}
            className={cn(
              'flex gap-3',
              feature.highlighted ? 'font-semibold text-blue-900' : 'text-slate-700',
              feature.value === false && 'text-slate-500 line-through',
            )}
          >
            <FeatureIcon feature={feature} />
            <span>
              {feature.name}
              {typeof feature.value === 'string' && `: ${feature.value}`}
              {feature.highlighted && <VisuallyHidden> ({t('landing.pricing.highlighted')})</VisuallyHidden>}
              {feature.value === false && <VisuallyHidden> ({t('landing.pricing.notIncluded')})</VisuallyHidden>}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}
