import { useLocation, useNavigate } from 'react-router-dom';
import { Banner } from '@/components/ui/controls/banner';
import { paths } from '@/config/paths';
import { useSession } from '@/hooks/frame/use-session';
import { t } from '@/i18n/subscription';
import { CheckoutError, checkoutErrorMessage, type CheckoutSession } from '../api/create-checkout-session';

/**
 * What a checkout started on this screen says (spec §8 'Checkout'): why it could not start, in a banner that
 * stays at hand for a second try, with 'Inloggen' when no one could be identified; or that the browser is on
 * its way to the payment page.
 */
export function CheckoutFeedback({ checkout }: { checkout: CheckoutSession }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  if (checkout.isSuccess) return <Banner status="info" message={t('subscription.checkout.redirecting')} />;
  if (!checkout.isError) return null;
  const canLogIn = !isAuthenticated && checkout.error instanceof CheckoutError && checkout.error.reason === 'identity';
  return (
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
                onClick: () => navigate(paths.login.getHref(location.pathname)),
              },
            ]
          : []
      }
    />
  );
}
