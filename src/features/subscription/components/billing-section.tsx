import { useId, useRef, useState } from 'react';
import { NeedsConnection } from '@/components/logged-in/needs-connection';
import { Banner } from '@/components/ui/controls/banner';
import { Button, ButtonLink } from '@/components/ui/controls/button';
import { Skeleton } from '@/components/ui/primitives/skeleton';
import { notify } from '@/lib/logged-in/toast';
import { VisuallyHidden } from '@/components/ui/primitives/visually-hidden';
import { errorDetail } from '@/api/errors';
import { paths } from '@/config/paths';
import { useNeedsConnection } from '@/hooks/logged-in/use-needs-connection';
import { t } from '@/i18n/subscription';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { useReactivateSubscription } from '../api/reactivate-subscription';
import { useSubscriptionStatus } from '@/features/subscription/status/subscription-status';
import { useScrollToBilling } from '@/features/subscription/logged-in/use-scroll-to-billing';
import { BILLING_SECTION_ID } from '../lib/billing-section-id';
import { billingAction, periodEnd, planLabel, statusText } from '../lib/billing-status';
import { CheckoutFeedback } from './checkout-feedback';
import { ConfirmSubscriptionDialog } from './confirm-subscription-dialog';
import { PlanPeriodChoice } from './plan-period-choice';

type Confirmation = 'cancel' | 'reactivate';

function BillingSkeleton() {
  return (
    <div role="status" className="mt-4 grid gap-4 sm:grid-cols-3">
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

/**
 * 'Facturering' on /account (spec §2, §4, §8): plan, status, period end, and the one action that fits
 * the subscription: start, start anew (monthly or yearly), cancel or reactivate, the last two confirmed.
 */
export function BillingSection() {
  const headingId = useId();
  const choiceId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [isChoosingPeriod, setIsChoosingPeriod] = useState(false);

  const statusQuery = useSubscriptionStatus();
  const isLoading = statusQuery.isPending && statusQuery.fetchStatus !== 'idle';
  const needsConnection = useNeedsConnection(statusQuery);
  // A failed check means not subscribed (spec §4), even if an older answer is still cached.
  const status = statusQuery.isError ? undefined : statusQuery.data;
  const action = billingAction(status);
  const endDate = periodEnd(status);

  const closeConfirmation = () => setConfirmation(null);
  const cancel = useCancelSubscription({
    mutationConfig: {
      onSuccess: () => notify.success(t('subscription.billing.cancelSuccess')),
      onError: () => notify.error(t('subscription.billing.cancelError')),
      onSettled: closeConfirmation,
    },
  });
  const reactivate = useReactivateSubscription({
    mutationConfig: {
      onSuccess: () => notify.success(t('subscription.billing.reactivateSuccess')),
      onError: (error) => notify.error(errorDetail(error) ?? t('subscription.billing.reactivateError')),
      onSettled: closeConfirmation,
    },
  });
  const checkout = useCreateCheckoutSession();

  useScrollToBilling(sectionRef, !isLoading);

  const onAction = () => {
    if (action === 'startNew') setIsChoosingPeriod((open) => !open);
    else if (action === 'cancel' || action === 'reactivate') setConfirmation(action);
  };
  const actionLabel =
    action === 'startNew'
      ? t('subscription.billing.startNew')
      : action === 'cancel'
        ? t('subscription.billing.cancel')
        : t('subscription.billing.reactivate');

  return (
    <section
      ref={sectionRef}
      id={BILLING_SECTION_ID}
      aria-labelledby={headingId}
      tabIndex={-1}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 shadow-sm focus:outline-none sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('subscription.billing.title')}
      </h2>

      {needsConnection ? (
        <div className="mt-4">
          <NeedsConnection />
        </div>
      ) : isLoading ? (
        <BillingSkeleton />
      ) : (
        <div className="mt-4 space-y-5">
          {statusQuery.isError && (
            <Banner
              status="warning"
              message={t('subscription.billing.loadError')}
              actions={[{ label: t('common.retry'), style: 'secondary', onClick: () => void statusQuery.refetch() }]}
            />
          )}

          <dl className="grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm font-medium text-slate-600">{t('subscription.billing.planLabel')}</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{planLabel(status)}</dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-600">{t('subscription.billing.statusLabel')}</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{statusText(status)}</dd>
              {status?.willCancelAtPeriodEnd && endDate && (
                <dd className="text-sm text-slate-700">{t('subscription.billing.endsOn', { date: endDate })}</dd>
              )}
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-600">{t('subscription.billing.expiryLabel')}</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900">{endDate ?? '-'}</dd>
            </div>
          </dl>
          {status?.message && <p className="text-slate-700">{status.message}</p>}

          <div className="flex flex-wrap gap-3">
            {action === 'start' ? (
              <ButtonLink to={paths.selectPlan.getHref()}>{t('subscription.billing.start')}</ButtonLink>
            ) : (
              <Button
                variant={action === 'cancel' ? 'outlined' : 'filled'}
                onClick={onAction}
                aria-expanded={action === 'startNew' ? isChoosingPeriod : undefined}
                aria-controls={action === 'startNew' && isChoosingPeriod ? choiceId : undefined}
              >
                {actionLabel}
              </Button>
            )}
          </div>

          {action === 'startNew' && isChoosingPeriod && (
            <PlanPeriodChoice
              id={choiceId}
              pending={checkout.pendingType}
              disabled={checkout.isLeaving}
              onChoose={(subscriptionType) => checkout.mutate({ subscriptionType })}
            />
          )}
          <CheckoutFeedback checkout={checkout} />
        </div>
      )}

      <ConfirmSubscriptionDialog
        open={confirmation === 'cancel'}
        title={t('subscription.billing.cancelDialog.title')}
        text={
          endDate
            ? t('subscription.billing.cancelDialog.text', { date: endDate })
            : t('subscription.billing.cancelDialog.textNoDate')
        }
        confirmLabel={t('subscription.billing.cancelDialog.confirm')}
        isPending={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onClose={closeConfirmation}
      />
      <ConfirmSubscriptionDialog
        open={confirmation === 'reactivate'}
        title={t('subscription.billing.reactivateDialog.title')}
        text={
          endDate
            ? t('subscription.billing.reactivateDialog.text', { date: endDate })
            : t('subscription.billing.reactivateDialog.textNoDate')
        }
        confirmLabel={t('subscription.billing.reactivateDialog.confirm')}
        isPending={reactivate.isPending}
        onConfirm={() => reactivate.mutate()}
        onClose={closeConfirmation}
      />
    </section>
  );
}
