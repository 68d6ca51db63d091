import { orNull, v, withFallback } from '@/api/schema';

export const ACCESS_LEVELS = [
  'full_access',
  'full_access_cancels_soon',
  'payment_issue',
  'subscription_incomplete',
  'needs_new_subscription',
  'subscription_paused',
  'account_blocked',
] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const SubscriptionStatusSchema = v.object({
  status: orNull(v.string()),
  isActive: v.boolean(),
  willCancelAtPeriodEnd: withFallback(v.boolean(), false),
  currentPeriodEnd: orNull(v.string()),
  statusDisplay: orNull(v.string()),
  accessLevel: orNull(v.string()),
  userFacingStatus: orNull(v.string()),
  message: orNull(v.string()),
});
export type SubscriptionStatus = v.InferOutput<typeof SubscriptionStatusSchema>;

export const CheckoutResponseSchema = v.object({ checkout_url: v.nullish(v.string()) });
export const PaymentSuccessResponseSchema = v.object({
  status: v.nullish(v.string()),
  message: v.nullish(v.string()),
});
export type SubscriptionType = 'monthly' | 'yearly';
