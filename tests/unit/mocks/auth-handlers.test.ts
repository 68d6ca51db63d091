import { jwtDecode } from 'jwt-decode';
import { describe, expect, it } from 'vitest';
import { anonymousClient } from '@/api/anonymous-client';
import { bearerClient } from '@/api/bearer-client';
import { endpoints } from '@/api/early/endpoints';
import {
  LoginResponseSchema,
  MessageResponseSchema,
  ResetValidationSchema,
  TwoFactorResponseSchema,
} from '@/features/auth/forms/schemas';
import { db } from '@/mocks/db';
import { DEMO_PASSWORD } from '@/mocks/demo-accounts';
import { expiredAccessTokenFor, loginAs, readOutbox } from '@/mocks/testing';
import { v } from '@/api/schema';
import { failure, rawFetch } from './helpers';

/** `/verify-email/{uid}/{token}/` → [uid, token]. */
function linkParts(link: string): [string, string] {
  const parts = link.split('/').filter(Boolean);
  return [parts.at(-2) ?? '', parts.at(-1) ?? ''];
}

describe('POST auth/login/', () => {
  it('returns tokens for the right password, also for an unverified email', async () => {
    const response = await anonymousClient.post(endpoints.auth.login, {
      username: 'onbevestigd@tenderwijzer.be',
      password: DEMO_PASSWORD,
    });
    const tokens = v.parse(LoginResponseSchema, response.data);
    expect(jwtDecode<{ is_email_verified: boolean }>(tokens.access).is_email_verified).toBe(false);
  });

  it('answers 401 with a Dutch detail for wrong credentials and 400 for missing fields', async () => {
    expect(
      await failure(anonymousClient.post(endpoints.auth.login, { username: 'demo@tenderwijzer.be', password: 'fout' })),
    ).toEqual({
      status: 401,
      data: { detail: 'Geen actief account gevonden met de opgegeven gegevens' },
    });
    expect(await failure(anonymousClient.post(endpoints.auth.login, { username: 'demo@tenderwijzer.be' }))).toEqual({
      status: 400,
      data: { password: ['Dit veld is verplicht.'] },
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await rawFetch(endpoints.auth.login, { method: 'POST', body: '{kapot' });
    expect(response.status).toBe(400);
  });
});

describe('POST auth/register/', () => {
  it('creates an unverified user without subscription and sends a verification link', async () => {
    const response = await anonymousClient.post(endpoints.auth.register, {
      email: 'Nieuw@Example.be',
      password: 'EenGoedWachtwoord1',
      re_password: 'EenGoedWachtwoord1',
    });
    expect(response.status).toBe(201);
    const user = db.users.find((row) => row.email === 'nieuw@example.be');
    expect(user).toMatchObject({ isEmailVerified: false, subscription: { accessLevel: 'needs_new_subscription' } });
    const [email] = readOutbox('nieuw@example.be');
    expect(email).toMatchObject({ kind: 'verify', subject: 'Bevestig je e-mailadres voor Tenderwijzer' });
    expect(email?.link).toMatch(/^\/verify-email\/[\w-]+\/\w+\/$/);
  });

  it('accepts rePassword as the confirmation field', async () => {
    const response = await anonymousClient.post(endpoints.auth.register, {
      email: 'tweede@example.be',
      password: 'EenGoedWachtwoord1',
      rePassword: 'EenGoedWachtwoord1',
    });
    expect(response.status).toBe(201);
  });

  it('rejects an existing email, a short password and a mismatch with field errors', async () => {
    expect(
      await failure(
        anonymousClient.post(endpoints.auth.register, {
          email: 'demo@tenderwijzer.be',
          password: 'kort',
          re_password: 'kort',
        }),
      ),
    ).toEqual({
      status: 400,
      data: {
        email: ['Er bestaat al een account met dit e-mailadres.'],
        password: ['Dit wachtwoord is te kort. Het moet minimaal 8 tekens bevatten.'],
      },
    });
    const mismatch = await failure(
      anonymousClient.post(endpoints.auth.register, {
        email: 'x@example.be',
        password: 'Lang genoeg 1',
        re_password: 'anders',
      }),
    );
    expect(mismatch).toMatchObject({ status: 400, data: { re_password: [expect.any(String)] } });
  });
});

describe('POST auth/token/refresh/', () => {
  it('rotates: a new access and refresh token, the old refresh token keeps working', async () => {
    const { refresh } = loginAs('demo@tenderwijzer.be');
    const first = v.parse(LoginResponseSchema, (await anonymousClient.post(endpoints.auth.refresh, { refresh })).data);
    expect(first.refresh).not.toBe(refresh);
    const again = await anonymousClient.post(endpoints.auth.refresh, { refresh });
    expect(again.status).toBe(200);
  });

  it('answers 401 token_not_valid for a bad token and 400 without one', async () => {
    expect(await failure(anonymousClient.post(endpoints.auth.refresh, { refresh: 'kapot' }))).toEqual({
      status: 401,
      data: { detail: 'Token is ongeldig of verlopen', code: 'token_not_valid' },
    });
    expect((await failure(anonymousClient.post(endpoints.auth.refresh, {}))).status).toBe(400);
  });

  it('lets the bearer client recover from an expired access token', async () => {
    const { refresh } = loginAs('demo@tenderwijzer.be');
    localStorage.setItem('auth', JSON.stringify({ access: expiredAccessTokenFor('demo@tenderwijzer.be'), refresh }));
    const response = await bearerClient.get(endpoints.users.me);
    expect(response.data.data.email).toBe('demo@tenderwijzer.be');
  });
});

describe('withAuth', () => {
  it('answers 401 without credentials and 401 token_not_valid with an expired token', async () => {
    expect(await failure(anonymousClient.get(endpoints.users.me))).toEqual({
      status: 401,
      data: { detail: 'Authenticatiegegevens zijn niet opgegeven.' },
    });
    const expired = expiredAccessTokenFor('demo@tenderwijzer.be');
    expect(
      await failure(anonymousClient.get(endpoints.users.me, { headers: { Authorization: `Bearer ${expired}` } })),
    ).toEqual({ status: 401, data: { detail: 'Token is ongeldig of verlopen', code: 'token_not_valid' } });
  });
});

describe('email verification', () => {
  it('resend puts a new link in the outbox; the link verifies the email once', async () => {
    loginAs('onbevestigd@tenderwijzer.be');
    const resent = await bearerClient.post(endpoints.auth.resendVerification);
    expect(v.parse(MessageResponseSchema, resent.data).message).toMatch(/verificatie-e-mail/);
    const [email] = readOutbox('onbevestigd@tenderwijzer.be');
    const [uid, token] = linkParts(email?.link ?? '');
    const verified = await anonymousClient.get(endpoints.auth.verifyEmail(uid, token));
    expect(verified.data).toEqual({ message: 'E-mailadres geverifieerd.' });
    expect(db.users.find((user) => user.email === 'onbevestigd@tenderwijzer.be')?.isEmailVerified).toBe(true);
    // A second click is harmless for a verified user.
    expect((await anonymousClient.get(endpoints.auth.verifyEmail(uid, token))).status).toBe(200);
  });

  it('rejects an unknown token with 400 detail, and resend for a verified user', async () => {
    const bad = await failure(anonymousClient.get(endpoints.auth.verifyEmail('Mw', 'onbekend')));
    expect(bad).toMatchObject({ status: 400, data: { detail: expect.any(String) } });
    loginAs('demo@tenderwijzer.be');
    expect((await failure(bearerClient.post(endpoints.auth.resendVerification))).status).toBe(400);
  });
});

describe('POST auth/register_2fa/', () => {
  it('returns a base64 PNG for a logged-in user', async () => {
    loginAs('demo@tenderwijzer.be');
    const { qrCode } = v.parse(TwoFactorResponseSchema, (await bearerClient.post(endpoints.auth.register2fa)).data);
    expect(atob(qrCode).startsWith('\x89PNG')).toBe(true);
  });

  it('needs a login', async () => {
    expect((await failure(anonymousClient.post(endpoints.auth.register2fa))).status).toBe(401);
  });
});

describe('password reset', () => {
  it('sends a link for an existing account; validate, confirm, then the new password logs in', async () => {
    const request = await anonymousClient.post(endpoints.auth.passwordReset, { email: 'demo@tenderwijzer.be' });
    expect(v.parse(MessageResponseSchema, request.data).message).toBeTruthy();
    const [email] = readOutbox('demo@tenderwijzer.be');
    expect(email?.link).toMatch(/^\/password-reset-confirm\//);
    const [uid, token] = linkParts(email?.link ?? '');
    const validation = await anonymousClient.get(endpoints.auth.passwordResetValidate(uid, token));
    expect(v.parse(ResetValidationSchema, validation.data)).toEqual({ valid: true });

    const confirm = await anonymousClient.post(endpoints.auth.passwordResetConfirm, {
      uidb_64: uid,
      token,
      new_password: 'NieuwWachtwoord9',
      re_new_password: 'NieuwWachtwoord9',
    });
    expect(v.parse(MessageResponseSchema, confirm.data).message).toBeTruthy();
    const login = await anonymousClient.post(endpoints.auth.login, {
      username: 'demo@tenderwijzer.be',
      password: 'NieuwWachtwoord9',
    });
    expect(login.status).toBe(200);
    // The link is single use.
    expect((await anonymousClient.get(endpoints.auth.passwordResetValidate(uid, token))).data).toEqual({
      valid: false,
      error: 'invalid_token',
    });
  });

  it('answers neutrally for an unknown email and sends nothing', async () => {
    const response = await anonymousClient.post(endpoints.auth.passwordReset, { email: 'niemand@example.be' });
    expect(response.status).toBe(200);
    expect(db.outbox).toEqual([]);
  });

  it('flags an unknown user, a bad token, a short password and a mismatch', async () => {
    expect((await anonymousClient.get(endpoints.auth.passwordResetValidate('OTk5', 'x'))).data).toEqual({
      valid: false,
      error: 'invalid_user',
    });
    await anonymousClient.post(endpoints.auth.passwordReset, { email: 'demo@tenderwijzer.be' });
    const [uid, token] = linkParts(readOutbox('demo@tenderwijzer.be')[0]?.link ?? '');
    const confirm = (body: object) =>
      failure(anonymousClient.post(endpoints.auth.passwordResetConfirm, { uidb_64: uid, token, ...body }));
    expect(
      await confirm({ token: 'fout', new_password: 'Lang genoeg 1', re_new_password: 'Lang genoeg 1' }),
    ).toMatchObject({
      status: 400,
      data: { error: expect.any(String) },
    });
    expect(await confirm({ new_password: 'kort', re_new_password: 'kort' })).toMatchObject({
      status: 400,
      data: { error: 'Dit wachtwoord is te kort. Het moet minimaal 8 tekens bevatten.' },
    });
    expect(await confirm({ new_password: 'Lang genoeg 1', re_new_password: 'Anders 2' })).toMatchObject({
      status: 400,
    });
  });

  it('revokes earlier refresh tokens', async () => {
    const { refresh } = loginAs('demo@tenderwijzer.be');
    await anonymousClient.post(endpoints.auth.passwordReset, { email: 'demo@tenderwijzer.be' });
    const [uid, token] = linkParts(readOutbox('demo@tenderwijzer.be')[0]?.link ?? '');
    await anonymousClient.post(endpoints.auth.passwordResetConfirm, {
      uidb_64: uid,
      token,
      new_password: 'NieuwWachtwoord9',
      re_new_password: 'NieuwWachtwoord9',
    });
    expect((await failure(anonymousClient.post(endpoints.auth.refresh, { refresh }))).status).toBe(401);
  });
});

describe('email change', () => {
  it('sends a link to the new address; confirming switches the email', async () => {
    loginAs('demo@tenderwijzer.be');
    const request = await bearerClient.post(endpoints.auth.emailChangeRequest, { new_email: 'lotte@pixelwerf.be' });
    expect(request.data.message).toBe('Een bevestigingsmail is naar het nieuwe adres verzonden.');
    const [email] = readOutbox('lotte@pixelwerf.be');
    expect(email?.kind).toBe('email-change');
    const [uid, token] = linkParts(email?.link ?? '');
    const confirm = await anonymousClient.get(endpoints.auth.emailChangeConfirm(uid, token));
    expect(v.parse(MessageResponseSchema, confirm.data).message).toBeTruthy();
    expect(db.users[0]?.email).toBe('lotte@pixelwerf.be');
  });

  it('rejects an invalid, taken or unchanged address with a detail, and a bad link', async () => {
    loginAs('demo@tenderwijzer.be');
    for (const newEmail of ['geen-adres', 'gratis@tenderwijzer.be', 'demo@tenderwijzer.be', '']) {
      const result = await failure(bearerClient.post(endpoints.auth.emailChangeRequest, { new_email: newEmail }));
      expect(result).toMatchObject({ status: 400, data: { detail: expect.any(String) } });
    }
    expect((await failure(anonymousClient.get(endpoints.auth.emailChangeConfirm('MQ', 'fout')))).status).toBe(400);
  });
});
