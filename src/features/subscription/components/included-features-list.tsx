import { CheckCircleIcon } from '@heroicons/react/20/solid';
import { useId } from 'react';
import { PLAN_FEATURES } from '@/config/plan-features';
import { t } from '@/i18n/subscription';

/** What every Premium plan includes (spec §1). */
export function IncludedFeaturesList() {
  const titleId = useId();
  const features = PLAN_FEATURES.map((feature) =>
    [t(`common.planFeatures.${feature.key}`), 'value' in feature ? feature.value : ''].join(' ').trim(),
  );

  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={titleId} className="text-lg">
        {t('subscription.features.title')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-slate-800">
            <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
    </section>
  );
}
