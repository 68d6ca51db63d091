import { CheckCircleIcon } from '@heroicons/react/20/solid';
import { useId } from 'react';
import { STORAGE_GB } from '@/config/constants';
import { t } from '@/i18n';

/** What every Premium plan includes (spec §1). */
export function IncludedFeaturesList() {
  const titleId = useId();
  const features = [
    t('subscription.features.aiMatching'),
    t('subscription.features.aiAssistant'),
    t('subscription.features.requestTenders'),
    t('subscription.features.fullAccess'),
    t('subscription.features.support'),
    t('subscription.features.storage', { gb: STORAGE_GB }),
  ];

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
