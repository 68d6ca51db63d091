import { useLocation, useNavigate } from 'react-router-dom';
import { PageTitle } from '@/components/ui/primitives/page-title';
import { Banner } from '@/components/ui/controls/banner';
import { paths } from '@/config/paths';
import {
  CheckoutError,
  checkoutErrorMessage,
  useCreateCheckoutSession,
} from '@/features/subscription/api/create-checkout-session';
import { IncludedFeaturesList } from '@/features/subscription/components/included-features-list';
import { PlanCard } from '@/features/subscription/components/plan-card';
import { planOptions } from '@/features/subscription/lib/plan-options';
import { useSession } from '@/hooks/frame/use-session';
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
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const email = emailFromState(location.state);
  const checkout = useCreateCheckoutSession();
  // Once the checkout URL is known the browser is leaving: keep both buttons locked.
  const isBusy = checkout.isPending || checkout.isSuccess;
  const canLogIn = !isAuthenticated && checkout.error instanceof CheckoutError && checkout.error.reason === 'identity';

  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-10">
      <header className="space-y-3">
        <PageTitle>{t('subscription.selectPlan.title')}</PageTitle>
        <p className="max-w-2xl text-lg text-slate-700">{t('subscription.selectPlan.intro')}</p>
        {email && <p className="text-slate-700">{t('subscription.selectPlan.accountFor', { email })}</p>}
      </header>

      {checkout.isError && (
        <Banner
          // A new attempt remounts the banner, so the same message is announced again.
          key={checkout.submittedAt}
          status="error"
          title={t('subscription.checkout.errorTitle')}
          message={checkoutErrorMessage(checkout.error)}
          actions={
            canLogIn
              ? [
                  {
                    label: t('subscription.checkout.login'),
                    onClick: () => navigate(paths.login.getHref(paths.selectPlan.getHref())),
                  },
                ]
              : []
          }
        />
      )}
      {checkout.isSuccess && <Banner status="info" message={t('subscription.checkout.redirecting')} />}

      <ul aria-label={t('subscription.selectPlan.plansLabel')} className="grid gap-6 md:grid-cols-2">
        {planOptions.map((plan) => (
          <li key={plan.type}>
            <PlanCard
              plan={plan}
              isLoading={checkout.isPending && checkout.variables.subscriptionType === plan.type}
              disabled={isBusy}
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
