import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/controls/button';
import { notify } from '@/lib/logged-in/toast';
import { TIMINGS } from '@/config/constants';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { subscriptionKeys } from '@/features/subscription/status/keys';
import { useVerifyPayment } from '@/features/subscription/api/verify-payment';
import { PaymentResultCard } from '@/features/subscription/components/payment-result-card';
import { t } from '@/i18n/subscription';
import { mailtoHref } from '@/lib/frame/mailto';

const DOCUMENT_TITLE = t('subscription.success.documentTitle');

function FailedVerification({ message }: { message: string }) {
  return (
    <PaymentResultCard
      documentTitle={DOCUMENT_TITLE}
      tone="error"
      title={t('subscription.success.failedTitle')}
      actions={<ButtonLink to={paths.selectPlan.getHref()}>{t('subscription.success.toPlans')}</ButtonLink>}
    >
      <p role="alert">{message}</p>
      <p className="text-sm">
        {t('subscription.success.contact')}{' '}
        <a
          className="font-medium text-blue-700 underline underline-offset-2"
          href={mailtoHref({ subject: t('subscription.success.mailSubject') })}
        >
          {env.CONTACT_EMAIL}
        </a>
      </p>
    </PaymentResultCard>
  );
}

/** /success?session_id=…: verifies the checkout session, then sends the user on after 3 s (spec §4). */
export default function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id') || null;
  const verification = useVerifyPayment(sessionId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const outcome = verification.data?.outcome;
  const message = verification.data?.message ?? null;

  useEffect(() => {
    if (outcome !== 'success' && outcome !== 'pending') return;
    const isSuccess = outcome === 'success';
    // The toastId keeps the toast single when the effect runs twice (StrictMode, re-renders).
    const toastId = `payment-${outcome}-${sessionId ?? ''}`;
    if (isSuccess) notify.success(message ?? t('subscription.success.successToast'), { toastId });
    else notify.info(message ?? t('subscription.success.pendingToast'), { toastId });
    // The payment changes the access level: the status and the banners must not wait 5 minutes.
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.status() });
    const target = isSuccess ? paths.tenders.getHref() : paths.home.getHref();
    const timer = window.setTimeout(() => navigate(target, { replace: true }), TIMINGS.redirectDelay);
    return () => window.clearTimeout(timer);
  }, [outcome, message, sessionId, navigate, queryClient]);

  if (!sessionId) return <FailedVerification message={t('subscription.success.missingSessionId')} />;
  if (verification.isError) return <FailedVerification message={t('subscription.success.requestFailed')} />;
  if (outcome === 'error') return <FailedVerification message={message ?? t('subscription.success.requestFailed')} />;

  if (outcome === 'success') {
    return (
      <PaymentResultCard
        documentTitle={DOCUMENT_TITLE}
        tone="success"
        title={t('subscription.success.successTitle')}
        actions={<ButtonLink to={paths.tenders.getHref()}>{t('subscription.success.goNow')}</ButtonLink>}
      >
        <p>{t('subscription.success.successText')}</p>
      </PaymentResultCard>
    );
  }
  if (outcome === 'pending') {
    return (
      <PaymentResultCard
        documentTitle={DOCUMENT_TITLE}
        tone="pending"
        title={t('subscription.success.pendingTitle')}
        actions={<ButtonLink to={paths.home.getHref()}>{t('subscription.success.goNow')}</ButtonLink>}
      >
        <p>{t('subscription.success.pendingText')}</p>
      </PaymentResultCard>
    );
  }
  return (
    <PaymentResultCard documentTitle={DOCUMENT_TITLE} tone="loading" title={t('subscription.success.verifying')}>
      <p>{t('subscription.success.verifyingText')}</p>
    </PaymentResultCard>
  );
}
