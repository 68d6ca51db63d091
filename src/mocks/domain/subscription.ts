/** Subscription states, the access level they give, and the status answer of `GET payments/status/`. */
import type { AccessLevel, SubscriptionType } from '@/features/subscription/status/schemas';
import type { SubscriptionRow, SubscriptionStatusValue } from '../db-types';
import { addDays, addMonths } from '../lib/dates';

const FULL_ACCESS: readonly AccessLevel[] = ['full_access', 'full_access_cancels_soon'];

export function hasFullAccess(subscription: SubscriptionRow): boolean {
  return FULL_ACCESS.includes(subscription.accessLevel);
}

/** The subscription a demo account starts with, for each access level. */
export function subscriptionFor(level: AccessLevel, now: Date): SubscriptionRow {
  const periodEnd = (days: number) => addDays(now, days).toISOString();
  const base = { willCancelAtPeriodEnd: false, plan: 'monthly' as const, accessLevel: level };
  switch (level) {
    case 'full_access':
      return { ...base, status: 'active', isActive: true, currentPeriodEnd: periodEnd(21) };
    case 'full_access_cancels_soon':
      return {
        ...base,
        status: 'active',
        isActive: true,
        willCancelAtPeriodEnd: true,
        currentPeriodEnd: periodEnd(12),
      };
    case 'payment_issue':
      return { ...base, status: 'past_due', isActive: false, currentPeriodEnd: periodEnd(-3) };
    case 'subscription_incomplete':
      return { ...base, status: 'incomplete', isActive: false, currentPeriodEnd: null };
    case 'subscription_paused':
      return { ...base, status: 'paused', isActive: false, currentPeriodEnd: periodEnd(-10) };
    case 'account_blocked':
      return { ...base, status: 'unpaid', isActive: false, currentPeriodEnd: periodEnd(-45) };
    case 'needs_new_subscription':
      return { ...base, status: 'canceled', isActive: false, currentPeriodEnd: periodEnd(-40) };
  }
}

/** A freshly registered user: never subscribed. */
export function noSubscription(): SubscriptionRow {
  return {
    status: null,
    isActive: false,
    willCancelAtPeriodEnd: false,
    currentPeriodEnd: null,
    accessLevel: 'needs_new_subscription',
    plan: null,
  };
}

export function activateSubscription(subscription: SubscriptionRow, plan: SubscriptionType, now: Date): void {
  Object.assign(subscription, {
    status: 'active',
    isActive: true,
    willCancelAtPeriodEnd: false,
    accessLevel: 'full_access',
    plan,
    currentPeriodEnd: addMonths(now, plan === 'yearly' ? 12 : 1).toISOString(),
  } satisfies Partial<SubscriptionRow>);
}

const STATUS_DISPLAY: Record<SubscriptionStatusValue, string> = {
  active: 'Actief',
  canceled: 'Opgezegd',
  past_due: 'Betaling achterstallig',
  unpaid: 'Onbetaald',
  trialing: 'Proefperiode',
  incomplete: 'Onvolledig',
  incomplete_expired: 'Onvolledig (verlopen)',
  paused: 'Gepauzeerd',
};

const USER_FACING: Record<AccessLevel, { status: string; message: string }> = {
  full_access: { status: 'Volledige toegang', message: 'Je abonnement is actief.' },
  full_access_cancels_soon: {
    status: 'Volledige toegang tot het einde van de periode',
    message: 'Je abonnement is opgezegd en eindigt op het einde van de huidige factureringsperiode.',
  },
  payment_issue: {
    status: 'Betaling vereist',
    message: 'Je laatste betaling is mislukt. Werk je betaalgegevens bij om je toegang te behouden.',
  },
  subscription_incomplete: {
    status: 'Abonnement onvolledig',
    message: 'Je abonnement is nog niet afgerond. Voltooi de betaling om volledige toegang te krijgen.',
  },
  needs_new_subscription: {
    status: 'Abonnement vereist',
    message: 'Je hebt geen actief abonnement. Start een abonnement om alle aanbestedingen te bekijken.',
  },
  subscription_paused: {
    status: 'Abonnement gepauzeerd',
    message: 'Je abonnement is gepauzeerd. Hervat het om opnieuw volledige toegang te krijgen.',
  },
  account_blocked: {
    status: 'Account geblokkeerd',
    message: 'Je account is geblokkeerd. Neem contact op met onze klantendienst.',
  },
};

export function subscriptionStatusBody(subscription: SubscriptionRow) {
  const display = subscription.status ? STATUS_DISPLAY[subscription.status] : 'Geen abonnement';
  const facing = USER_FACING[subscription.accessLevel];
  return {
    status: subscription.status,
    isActive: subscription.isActive,
    willCancelAtPeriodEnd: subscription.willCancelAtPeriodEnd,
    currentPeriodEnd: subscription.currentPeriodEnd,
    statusDisplay: subscription.willCancelAtPeriodEnd ? `${display} (wordt opgezegd)` : display,
    accessLevel: subscription.accessLevel,
    userFacingStatus: facing.status,
    message: facing.message,
    plan: subscription.plan,
  };
}
