import { useId } from 'react';
import { Button } from '@/components/ui/controls/button';
import { t } from '@/i18n/subscription';
import { formatEuro } from '@/lib/frame/format';
import type { SubscriptionType } from '@/features/subscription/status/schemas';
import { planOptions, type PlanOption } from '@/features/subscription/lib/plan-options';

type PlanPeriodChoiceProps = {
  id: string;
  /** The period whose checkout is starting, if any. */
  pending: SubscriptionType | null;
  /** Locks both choices (a checkout is starting or the browser is leaving for the payment page). */
  disabled: boolean;
  onChoose: (type: SubscriptionType) => void;
};

function optionLabel(plan: PlanOption): string {
  return plan.type === 'yearly'
    ? t('subscription.billing.yearlyOption', {
        price: formatEuro(plan.price),
        saving: formatEuro(plan.saving ?? 0),
      })
    : t('subscription.billing.monthlyOption', { price: formatEuro(plan.price) });
}

/** The monthly/yearly choice after 'Nieuw Abonnement Starten'; each choice starts checkout. */
export function PlanPeriodChoice({ id, pending, disabled, onChoose }: PlanPeriodChoiceProps) {
  const labelId = useId();
  return (
    <div id={id} role="group" aria-labelledby={labelId} className="rounded-xl border border-slate-200 p-4">
      <p id={labelId} className="font-semibold text-slate-900">
        {t('subscription.billing.choosePeriod')}
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        {planOptions.map((plan) => (
          <Button
            key={plan.type}
            variant={plan.saving === undefined ? 'outlined' : 'filled'}
            isLoading={pending === plan.type}
            disabled={disabled}
            onClick={() => onChoose(plan.type)}
          >
            {optionLabel(plan)}
          </Button>
        ))}
      </div>
    </div>
  );
}
