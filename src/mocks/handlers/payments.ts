/**
 * Payments (spec §7) with a simulated checkout: create-checkout-session answers a URL of the mock
 * checkout page, which calls the mock-only `POST mock/checkout/complete/` to "pay".
 */
import { endpoints } from '@/api/early/endpoints';
import { PRICES } from '@/config/constants';
import { MOCK_CHECKOUT_PATH } from '../config';
import type { SubscriptionType } from '@/features/subscription/status/schemas';
import { withAuth, withOptionalAuth } from '../auth';
import { db } from '../db';
import type { CheckoutSessionRow } from '../db-types';
import { findUserByEmail, findUserById } from '../domain/accounts';
import { activateSubscription, hasFullAccess, subscriptionStatusBody } from '../domain/subscription';
import { randomToken } from '../lib/random';
import { detail, invalidJson, json, readJson, route, stringField } from '../lib/http';
import { MESSAGES } from '../messages';

/** Paths of the mock-only endpoints behind the simulated checkout page. */
export const MOCK_CHECKOUT_ENDPOINTS = {
  session: 'mock/checkout/session/',
  complete: 'mock/checkout/complete/',
} as const;

function isSubscriptionType(value: unknown): value is SubscriptionType {
  return value === 'monthly' || value === 'yearly';
}

function findSession(id: string | null | undefined): CheckoutSessionRow | undefined {
  return id ? db.checkoutSessions.find((session) => session.id === id) : undefined;
}

/** Logged in: the bearer's account (email optional). Anonymous: the account of the email sent. */
const createCheckoutSession = route(
  'post',
  endpoints.payments.checkout,
  withOptionalAuth(async ({ request, user: caller }) => {
    const body = await readJson(request);
    if (!body) return invalidJson();
    if (!isSubscriptionType(body.subscription_type)) return json({ error: MESSAGES.invalidSubscriptionType }, 400);
    const email = stringField(body, 'email');
    if (!caller && !email) return json({ error: MESSAGES.emailRequiredForCheckout }, 400);
    const user = caller ?? findUserByEmail(email ?? '');
    if (!user) return json({ error: MESSAGES.userNotFound }, 400);
    if (hasFullAccess(user.subscription)) return json({ error: MESSAGES.alreadySubscribed }, 400);
    const session: CheckoutSessionRow = {
      id: `cs_test_${randomToken(24)}`,
      userId: user.id,
      subscriptionType: body.subscription_type,
      amount: PRICES[body.subscription_type],
      currency: 'EUR',
      status: 'open',
      createdAt: new Date().toISOString(),
      paidAt: null,
    };
    db.checkoutSessions.push(session);
    return json({ checkout_url: `${MOCK_CHECKOUT_PATH}?session_id=${session.id}` });
  }),
);

const cancelSubscription = route(
  'post',
  endpoints.payments.cancel,
  withAuth(({ user }) => {
    const subscription = user.subscription;
    if (subscription.status !== 'active' || subscription.willCancelAtPeriodEnd)
      return detail(400, MESSAGES.nothingToCancel);
    subscription.willCancelAtPeriodEnd = true;
    subscription.accessLevel = 'full_access_cancels_soon';
    return json({ ...subscriptionStatusBody(subscription), message: MESSAGES.cancelScheduled });
  }),
);

const reactivateSubscription = route(
  'post',
  endpoints.payments.reactivate,
  withAuth(({ user }) => {
    const subscription = user.subscription;
    if (subscription.status !== 'active' || !subscription.willCancelAtPeriodEnd) {
      return detail(400, MESSAGES.nothingToReactivate);
    }
    subscription.willCancelAtPeriodEnd = false;
    subscription.accessLevel = 'full_access';
    return json({ ...subscriptionStatusBody(subscription), message: MESSAGES.reactivated });
  }),
);

const status = route(
  'get',
  endpoints.payments.status,
  withAuth(({ user }) => json(subscriptionStatusBody(user.subscription))),
);

/** The /success page's check; public, like the page. */
const success = route('get', endpoints.payments.success, ({ request }) => {
  const sessionId = new URL(request.url).searchParams.get('session_id');
  if (!sessionId) return json({ status: 'error', message: MESSAGES.sessionIdMissing }, 400);
  const session = findSession(sessionId);
  if (!session) return json({ status: 'error', message: MESSAGES.sessionUnknown }, 404);
  return session.status === 'paid'
    ? json({ status: 'success', message: MESSAGES.paymentSucceeded })
    : json({ status: 'pending', message: MESSAGES.paymentPending });
});

/** Mock only: what the checkout page shows (plan, amount, account). */
const mockSession = route('get', MOCK_CHECKOUT_ENDPOINTS.session, ({ request }) => {
  const session = findSession(new URL(request.url).searchParams.get('session_id'));
  if (!session) return detail(404, MESSAGES.sessionUnknown);
  return json({
    sessionId: session.id,
    subscriptionType: session.subscriptionType,
    amount: session.amount,
    currency: session.currency,
    status: session.status,
    email: findUserById(session.userId)?.email ?? null,
  });
});

/** Mock only: the "Betalen" button. Marks the session paid and activates the subscription (idempotent). */
const mockComplete = route('post', MOCK_CHECKOUT_ENDPOINTS.complete, async ({ request }) => {
  const body = await readJson(request);
  if (!body) return invalidJson();
  const session = findSession(stringField(body, 'session_id'));
  const user = session ? findUserById(session.userId) : undefined;
  if (!session || !user) return detail(404, MESSAGES.sessionUnknown);
  if (session.status !== 'paid') {
    const now = new Date();
    session.status = 'paid';
    session.paidAt = now.toISOString();
    activateSubscription(user.subscription, session.subscriptionType, now);
  }
  return json({ status: 'paid', message: MESSAGES.sessionPaid });
});

export const paymentsHandlers = [
  createCheckoutSession,
  cancelSubscription,
  reactivateSubscription,
  status,
  success,
  mockSession,
  mockComplete,
];
