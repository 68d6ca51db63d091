import { useMutation } from '@tanstack/react-query';
import { anonymousClient } from '@/api/anonymous-client';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { errorField } from '@/api/errors';
import { tokenStorage } from '@/api/early/token-storage';
import { t } from '@/i18n/subscription';
import { v } from '@/api/schema';
import { safeCheckoutUrl } from '../lib/checkout-url';
import { CheckoutResponseSchema, type SubscriptionType } from '@/features/subscription/status/schemas';

export type CheckoutInput = {
  subscriptionType: SubscriptionType;
  /** The address just registered (navigation state from /register); optional when logged in. */
  email?: string | undefined;
};

/** Why a checkout could not start: no one to bill, no URL in the answer, a server `error`, anything else. */
export type CheckoutFailure = 'identity' | 'missingUrl' | 'server' | 'failed';

function failureMessage(reason: CheckoutFailure, serverError?: string): string {
  switch (reason) {
    case 'identity':
      return t('subscription.checkout.missingEmail');
    case 'missingUrl':
      return t('subscription.checkout.missingUrl');
    case 'server':
      return t('subscription.checkout.serverError', { error: serverError ?? '' });
    case 'failed':
      return t('subscription.checkout.failed');
  }
}

/** A checkout that could not start; its message is the text of spec §8 'Checkout'. */
export class CheckoutError extends Error {
  readonly reason: CheckoutFailure;
  constructor(reason: CheckoutFailure, serverError?: string) {
    super(failureMessage(reason, serverError));
    this.name = 'CheckoutError';
    this.reason = reason;
  }
}

/**
 * Starts a checkout session and answers the payment page's URL. Logged in: the bearer client
 * identifies the user; otherwise the anonymous client sends the registration email.
 */
export async function createCheckoutSession({ subscriptionType, email }: CheckoutInput): Promise<string> {
  const isLoggedIn = tokenStorage.get() !== null;
  if (!isLoggedIn && !email) throw new CheckoutError('identity');

  const client = isLoggedIn ? bearerClient : anonymousClient;
  const body = email ? { subscription_type: subscriptionType, email } : { subscription_type: subscriptionType };
  let data: unknown;
  try {
    data = (await client.post(endpoints.payments.checkout, body)).data;
  } catch (error) {
    const serverError = errorField(error, 'error');
    throw serverError ? new CheckoutError('server', serverError) : new CheckoutError('failed');
  }

  // An answer without a usable checkout_url (absent, empty, malformed or not a safe web address) means no
  // session to go to: the URL comes from the server and is opened as is.
  const parsed = v.safeParse(CheckoutResponseSchema, data);
  const url = parsed.success ? safeCheckoutUrl(parsed.output.checkout_url) : null;
  if (!url) throw new CheckoutError('missingUrl');
  return url;
}

/**
 * Starts checkout and, on success, leaves the app for the payment page. `pendingType` is the plan on its way;
 * `isLeaving` holds from the click on, so the choices stay locked while the browser leaves.
 */
export function useCreateCheckoutSession() {
  const mutation = useMutation({
    mutationFn: createCheckoutSession,
    onSuccess: (checkoutUrl) => {
      window.location.assign(checkoutUrl);
    },
  });
  return {
    ...mutation,
    pendingType: mutation.isPending ? mutation.variables.subscriptionType : null,
    isLeaving: mutation.isPending || mutation.isSuccess,
  };
}

export type CheckoutSession = ReturnType<typeof useCreateCheckoutSession>;

/** The message to show for a failed checkout. */
export function checkoutErrorMessage(error: unknown): string {
  return error instanceof CheckoutError ? error.message : t('subscription.checkout.failed');
}
