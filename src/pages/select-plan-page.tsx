import { useLocation } from 'react-router-dom';
import { PageTitle } from '@/components/ui/primitives/page-title';
import { useCreateCheckoutSession } from '@/features/subscription/api/create-checkout-session';
import { CheckoutFeedback } from '@/features/subscription/components/checkout-feedback';
import { IncludedFeaturesList } from '@/features/subscription/components/included-features-list';
import { PlanCard } from '@/features/subscription/components/plan-card';
import { planOptions } from '@/features/subscription/lib/plan-options';
import { t } from '@/i18n/subscription';

/** /register passes the new account's email in navigation state (spec §2). */
function emailFromState(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string' && state.email) {
    return state.email;
  }
  return undefined;
}

export default function SelectPlanPage() {
  const location = useLocation();
  const email = emailFromState(location.state);
  const checkout = useCreateCheckoutSession();

  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-10">
      <header className="space-y-3">
        <PageTitle>{t('subscription.selectPlan.title')}</PageTitle>
        <p className="max-w-2xl text-lg text-slate-700">{t('subscription.selectPlan.intro')}</p>
        {email && <p className="text-slate-700">{t('subscription.selectPlan.accountFor', { email })}</p>}
      </header>

      <CheckoutFeedback checkout={checkout} />

      <ul aria-label={t('subscription.selectPlan.plansLabel')} className="grid gap-6 md:grid-cols-2">
        {planOptions.map((plan) => (
          <li key={plan.type}>
            <PlanCard
              plan={plan}
              isLoading={checkout.pendingType === plan.type}
              disabled={checkout.isLeaving}
              onSelect={(chosen) => checkout.mutate({ subscriptionType: chosen.type, email })}
            />
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">{t('subscription.plans.renewal')}</p>

      <IncludedFeaturesList />
    </div>
  );
}
