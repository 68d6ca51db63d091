import { t } from '@/i18n/subscription';
import { formatDate } from '@/lib/frame/format';
import type { SubscriptionStatus } from '@/features/subscription/status/schemas';

/** The status values of spec §4 that have their own Dutch text; any other shows statusDisplay. */
const KNOWN_STATUSES = [
  'active',
  'canceled',
  'past_due',
  'unpaid',
  'trialing',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];

function isKnownStatus(value: string | null): value is KnownStatus {
  return KNOWN_STATUSES.some((status) => status === value);
}

/** What the billing section offers (spec §4 'Billing buttons'). */
export type BillingAction = 'startNew' | 'reactivate' | 'cancel' | 'start';

/**
 * Spec §4: canceled or inactive → a new subscription; cancelling at period end → reactivate;
 * active → cancel; anything else (never subscribed, payment or pause problems) → start one.
 * `inactive` is a status a server may send besides the listed ones.
 */
export function billingAction(status: SubscriptionStatus | undefined): BillingAction {
  if (!status) return 'start';
  if (status.status === 'canceled' || status.status === 'inactive') return 'startNew';
  if (status.willCancelAtPeriodEnd) return 'reactivate';
  if (status.status === 'active') return 'cancel';
  return 'start';
}

/** 'Premium' while the subscription is active, 'Demo' otherwise (also when the check failed). */
export function planLabel(status: SubscriptionStatus | undefined): string {
  return status?.isActive ? t('subscription.billing.planPremium') : t('subscription.billing.planDemo');
}

/** The status line of spec §4 'Subscription status values'. */
export function statusText(status: SubscriptionStatus | undefined): string {
  if (!status) return t('subscription.billing.statuses.inactive');
  if (status.willCancelAtPeriodEnd) return t('subscription.billing.statuses.cancelsAtPeriodEnd');
  if (isKnownStatus(status.status)) return t(`subscription.billing.statuses.${status.status}`);
  return status.statusDisplay ?? t('subscription.billing.statuses.inactive');
}

/** The period end as dd/mm/yyyy, or null when the server sent none (or an unreadable one). */
export function periodEnd(status: SubscriptionStatus | undefined): string | null {
  const formatted = formatDate(status?.currentPeriodEnd);
  return formatted === '-' ? null : formatted;
}
