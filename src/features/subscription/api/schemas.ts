import { z } from '@/lib/zod';

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
  status: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  isActive: z.boolean(),
  willCancelAtPeriodEnd: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  currentPeriodEnd: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  statusDisplay: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  accessLevel: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  userFacingStatus: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  message: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const CheckoutResponseSchema = z.object({ checkout_url: z.string().nullish() });
export const PaymentSuccessResponseSchema = z.object({
  status: z.string().nullish(),
  message: z.string().nullish(),
});
export type SubscriptionType = 'monthly' | 'yearly';
