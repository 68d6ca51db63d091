import { orNull, withFallback, z } from '@/lib/zod';

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

export const SubscriptionStatusSchema = z.object({
  status: orNull(z.string()),
  isActive: z.boolean(),
  willCancelAtPeriodEnd: withFallback(z.boolean(), false),
  currentPeriodEnd: orNull(z.string()),
  statusDisplay: orNull(z.string()),
  accessLevel: orNull(z.string()),
  userFacingStatus: orNull(z.string()),
  message: orNull(z.string()),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const CheckoutResponseSchema = z.object({ checkout_url: z.nullish(z.string()) });
export const PaymentSuccessResponseSchema = z.object({
  status: z.nullish(z.string()),
  message: z.nullish(z.string()),
});
export type SubscriptionType = 'monthly' | 'yearly';
