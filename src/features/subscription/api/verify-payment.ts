import { queryOptions, useQuery } from '@tanstack/react-query';
import { anonymousClient } from '@/api/anonymous-client';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import { parseResponse } from '@/api/parse';
import { ApiSchemaError } from '@/api/schema-error';
import { tokenStorage } from '@/api/early/token-storage';
import { subscriptionKeys } from '@/features/subscription/status/keys';
import { PaymentSuccessResponseSchema } from '@/features/subscription/status/schemas';

export type PaymentOutcome = 'success' | 'pending' | 'error';

export type PaymentVerification = {
  outcome: PaymentOutcome;
  /** The server's message, if it sent one. */
  message: string | null;
};

/** Any status other than 'error' or 'pending' means the payment went through (spec §7 Payments). */
function toOutcome(status: string | null | undefined): PaymentOutcome {
  if (status === 'error') return 'error';
  if (status === 'pending') return 'pending';
  return 'success';
}

/** Asks the server how the checkout session ended. The payment pages are public, so log-in is optional. */
export async function verifyPayment(sessionId: string): Promise<PaymentVerification> {
  const client = tokenStorage.get() ? bearerClient : anonymousClient;
  const response = await client.get(endpoints.payments.success, { params: { session_id: sessionId } });
  const data = parseResponse(PaymentSuccessResponseSchema, response.data, endpoints.payments.success);
  // Without a status the answer says nothing about the payment: never report it as paid.
  if (!data.status) throw new ApiSchemaError(endpoints.payments.success, []);
  return { outcome: toOutcome(data.status), message: data.message ?? null };
}

export function verifyPaymentQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: subscriptionKeys.verification(sessionId),
    queryFn: () => verifyPayment(sessionId),
    // A session's outcome is read once per visit: refetching would repeat the toast and redirect.
    staleTime: Infinity,
  });
}

/** Verifies a session; does nothing without a session id. */
export function useVerifyPayment(sessionId: string | null) {
  return useQuery({ ...verifyPaymentQueryOptions(sessionId ?? ''), enabled: sessionId !== null });
}
