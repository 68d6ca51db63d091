import { describe, expect, it } from 'vitest';
import { anonymousClient } from '@/api/anonymous-client';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import {
  CheckoutResponseSchema,
  PaymentSuccessResponseSchema,
  SubscriptionStatusSchema,
} from '@/features/subscription/status/schemas';
import { db } from '@/mocks/db';
import { MOCK_CHECKOUT_ENDPOINTS } from '@/mocks/handlers/payments';
import { loginAs } from '@/mocks/testing';
import { v } from '@/api/schema';
import { failure } from './helpers';

function sessionIdOf(url: string | null | undefined): string {
  return new URL(url ?? '', 'http://localhost').searchParams.get('session_id') ?? '';
}

async function status() {
  return v.parse(SubscriptionStatusSchema, (await bearerClient.get(endpoints.payments.status)).data);
}

describe('checkout', () => {
  it('anonymous with an email: session → pending → pay → success and full access', async () => {
    const response = await anonymousClient.post(endpoints.payments.checkout, {
      subscription_type: 'yearly',
      email: 'gratis@tenderwijzer.be',
    });
    const { checkout_url } = v.parse(CheckoutResponseSchema, response.data);
    expect(checkout_url).toMatch(/^\/mock-checkout\?session_id=cs_test_\w+$/);
    const sessionId = sessionIdOf(checkout_url);

    const pending = await anonymousClient.get(endpoints.payments.success, { params: { session_id: sessionId } });
    expect(v.parse(PaymentSuccessResponseSchema, pending.data).status).toBe('pending');

    const session = await anonymousClient.get(MOCK_CHECKOUT_ENDPOINTS.session, { params: { session_id: sessionId } });
    expect(session.data).toMatchObject({ subscriptionType: 'yearly', amount: 999, email: 'gratis@tenderwijzer.be' });

    await anonymousClient.post(MOCK_CHECKOUT_ENDPOINTS.complete, { session_id: sessionId });
    const paid = await anonymousClient.get(endpoints.payments.success, { params: { session_id: sessionId } });
    expect(v.parse(PaymentSuccessResponseSchema, paid.data).status).toBe('success');

    loginAs('gratis@tenderwijzer.be');
    const after = await status();
    expect(after).toMatchObject({
      status: 'active',
      isActive: true,
      accessLevel: 'full_access',
      statusDisplay: 'Actief',
    });
    const periodEnd = new Date(after.currentPeriodEnd ?? '');
    expect(
      periodEnd.getFullYear() * 12 + periodEnd.getMonth() - (new Date().getFullYear() * 12 + new Date().getMonth()),
    ).toBe(12);
  });

  it('logged in: the bearer’s account, monthly at € 99', async () => {
    loginAs('betaling@tenderwijzer.be');
    const { checkout_url } = v.parse(
      CheckoutResponseSchema,
      (await bearerClient.post(endpoints.payments.checkout, { subscription_type: 'monthly' })).data,
    );
    const session = db.checkoutSessions.find((row) => row.id === sessionIdOf(checkout_url));
    expect(session).toMatchObject({ userId: 6, amount: 99, status: 'open' });
  });

  it('rejects a bad plan, a missing or unknown email and an existing subscription with `error`', async () => {
    const post = (body: object) => failure(anonymousClient.post(endpoints.payments.checkout, body));
    expect(await post({ subscription_type: 'weekly', email: 'gratis@tenderwijzer.be' })).toEqual({
      status: 400,
      data: { error: 'Ongeldig abonnementstype' },
    });
    expect(await post({ subscription_type: 'monthly' })).toMatchObject({
      status: 400,
      data: { error: expect.any(String) },
    });
    expect(await post({ subscription_type: 'monthly', email: 'niemand@example.be' })).toEqual({
      status: 400,
      data: { error: 'Gebruiker niet gevonden' },
    });
    expect(await post({ subscription_type: 'monthly', email: 'demo@tenderwijzer.be' })).toMatchObject({ status: 400 });
  });

  it('payment result: error for a missing or unknown session', async () => {
    expect(await failure(anonymousClient.get(endpoints.payments.success))).toMatchObject({
      status: 400,
      data: { status: 'error' },
    });
    expect(
      await failure(anonymousClient.get(endpoints.payments.success, { params: { session_id: 'cs_test_x' } })),
    ).toMatchObject({
      status: 404,
      data: { status: 'error', message: expect.any(String) },
    });
    expect((await failure(anonymousClient.post(MOCK_CHECKOUT_ENDPOINTS.complete, { session_id: 'x' }))).status).toBe(
      404,
    );
  });
});

describe('subscription status, cancel and reactivate', () => {
  it('answers a status for every access level', async () => {
    loginAs('betaling@tenderwijzer.be');
    expect(await status()).toMatchObject({ status: 'past_due', isActive: false, accessLevel: 'payment_issue' });
    loginAs('opzegging@tenderwijzer.be');
    expect(await status()).toMatchObject({
      willCancelAtPeriodEnd: true,
      accessLevel: 'full_access_cancels_soon',
      statusDisplay: 'Actief (wordt opgezegd)',
    });
  });

  it('cancels at period end, then reactivates', async () => {
    loginAs('demo@tenderwijzer.be');
    await bearerClient.post(endpoints.payments.cancel);
    expect(await status()).toMatchObject({
      willCancelAtPeriodEnd: true,
      accessLevel: 'full_access_cancels_soon',
      isActive: true,
    });
    expect((await failure(bearerClient.post(endpoints.payments.cancel))).status).toBe(400);
    await bearerClient.post(endpoints.payments.reactivate);
    expect(await status()).toMatchObject({ willCancelAtPeriodEnd: false, accessLevel: 'full_access' });
  });

  it('refuses to cancel without an active subscription and to reactivate one that is not cancelling', async () => {
    loginAs('gratis@tenderwijzer.be');
    expect(await failure(bearerClient.post(endpoints.payments.cancel))).toMatchObject({
      status: 400,
      data: { detail: expect.any(String) },
    });
    loginAs('demo@tenderwijzer.be');
    expect((await failure(bearerClient.post(endpoints.payments.reactivate))).status).toBe(400);
  });
});
