import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/controls/button';
import { TIMINGS } from '@/config/constants';
import { paths } from '@/config/paths';
import { PaymentResultCard } from '@/features/subscription/components/payment-result-card';
import { t } from '@/i18n/subscription';

/** /cancel: the user left the payment page; back to the plans after 3 s (spec §2). */
export default function PaymentCancelPage() {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate(paths.selectPlan.getHref(), { replace: true }),
      TIMINGS.redirectDelay,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <PaymentResultCard
      tone="cancelled"
      title={t('subscription.cancel.title')}
      actions={<ButtonLink to={paths.selectPlan.getHref()}>{t('subscription.cancel.toPlans')}</ButtonLink>}
    >
      <p>{t('subscription.cancel.text')}</p>
      <p>{t('subscription.cancel.redirect')}</p>
    </PaymentResultCard>
  );
}
