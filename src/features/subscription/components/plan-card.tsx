import { useId } from 'react';
import { Badge } from '@/components/ui/controls/badge';
import { Button } from '@/components/ui/controls/button';
import { t } from '@/i18n/subscription';
import { cn } from '@/lib/frame/cn';
import { formatEuro } from '@/lib/frame/format';
import type { PlanOption } from '@/features/subscription/lib/plan-options';

type PlanCardProps = {
  plan: PlanOption;
  onSelect: (plan: PlanOption) => void;
  /** This card's checkout is starting. */
  isLoading?: boolean;
  /** Another card's checkout is starting (or the app is leaving for the payment page). */
  disabled?: boolean;
};

function planTexts(type: PlanOption['type']) {
  return type === 'yearly'
    ? {
        name: t('subscription.plans.yearly.name'),
        priceSuffix: t('subscription.plans.yearly.priceSuffix'),
        description: t('subscription.plans.yearly.description'),
        cta: t('subscription.plans.yearly.cta'),
      }
    : {
        name: t('subscription.plans.monthly.name'),
        priceSuffix: t('subscription.plans.monthly.priceSuffix'),
        description: t('subscription.plans.monthly.description'),
        cta: t('subscription.plans.monthly.cta'),
      };
}

/** One way to pay for Premium: price, saving, a short description and the button that starts checkout. */
export function PlanCard({ plan, onSelect, isLoading = false, disabled = false }: PlanCardProps) {
  const titleId = useId();
  const texts = planTexts(plan.type);
  const isFeatured = plan.saving !== undefined;

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col gap-5 rounded-xl border bg-white p-6 shadow-sm',
        isFeatured ? 'border-blue-700 ring-1 ring-blue-700' : 'border-slate-200',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-sm font-medium text-slate-600">{t('subscription.plans.planName')}</p>
          <h2 id={titleId} className="text-xl">
            {texts.name}
          </h2>
        </div>
        {plan.saving !== undefined && (
          <Badge tone="success">{t('subscription.plans.saving', { amount: formatEuro(plan.saving) })}</Badge>
        )}
      </header>

      <p className="flex items-baseline gap-2">
        <span className="text-4xl font-semibold tracking-tight text-slate-900">{formatEuro(plan.price)}</span>
        <span className="text-slate-600">{texts.priceSuffix}</span>
      </p>

      <p className="flex-1 text-slate-700">{texts.description}</p>

      <Button
        size="lg"
        variant={isFeatured ? 'filled' : 'outlined'}
        className="w-full"
        isLoading={isLoading}
        disabled={disabled}
        onClick={() => onSelect(plan)}
      >
        {texts.cta}
      </Button>
    </article>
  );
}
