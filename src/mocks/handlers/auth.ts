/** POST login/register/refresh, email verification, 2FA, password reset and email change (spec §7). */
import { endpoints } from '@/api/early/endpoints';
import { tokenInvalid, withAuth } from '../auth';
import { QR_CODE_PNG_BASE64 } from '../data/qr-code';
import { db } from '../db';
import { createUser, findUserByEmail, findUserById, issueTokens, revokeRefreshTokens } from '../domain/accounts';
import { checkLink, markUsed, sendLinkEmail, userFromUid } from '../domain/email';
import { passwordProblem } from '../domain/passwords';
import { verifyToken } from '../jwt';
import { randomToken } from '../lib/random';
import {
  detail,
  EMAIL_PATTERN,
  fieldErrors,
  invalidJson,
  json,
  pattern,
  readJson,
  route,
  stringField,
} from '../lib/http';
import { MESSAGES } from '../messages';

const login = route('post', endpoints.auth.login, async ({ request }) => {
  const body = await readJson(request);
  if (!body) return invalidJson();
  const username = stringField(body, 'username');
  const password = typeof body.password === 'string' ? body.password : undefined;
  if (!username || !password) {
    return fieldErrors({
      ...(!username && { username: MESSAGES.required }),
      ...(!password && { password: MESSAGES.required }),
    });
  }
  const user = findUserByEmail(username);
  if (!user || user.password !== password) return detail(401, MESSAGES.loginFailed);
  // Unverified users may log in: their token says is_email_verified false and the app shows the banner.
  return json(issueTokens(user));
});

const register = route('post', endpoints.auth.register, async ({ request }) => {
  const body = await readJson(request);
  if (!body) return invalidJson();
  const email = stringField(body, 'email')?.toLowerCase() ?? '';
  const password = typeof body.password === 'string' ? body.password : '';
  const confirmation = body.re_password ?? body.rePassword;
  const errors: Record<string, string> = {};
  if (!email) errors.email = MESSAGES.required;
  else if (!EMAIL_PATTERN.test(email)) errors.email = MESSAGES.invalidEmail;
  else if (findUserByEmail(email)) errors.email = MESSAGES.emailTaken;
  const problem = password ? passwordProblem(password) : MESSAGES.required;
  if (problem) errors.password = problem;
  else if (confirmation !== password) errors.re_password = MESSAGES.passwordsDiffer;
  if (Object.keys(errors).length > 0) return fieldErrors(errors);
  const user = createUser(email, password);
  sendLinkEmail(user, 'verify');
  return json({ id: user.id, email: user.email }, 201);
});

const refresh = route('post', endpoints.auth.refresh, async ({ request }) => {
  const body = await readJson(request);
  if (!body) return invalidJson();
  const token = stringField(body, 'refresh');
  if (!token) return fieldErrors({ refresh: MESSAGES.required });
  const claims = verifyToken(token, 'refresh');
  const user = claims ? findUserById(claims.user_id) : undefined;
  const revoked = db.refreshTokens.some((row) => row.jti === claims?.jti && row.revokedAt !== null);
  if (!claims || !user || revoked || claims.iat < user.tokensValidAfter) return tokenInvalid();
  // Rotation: a new pair every time; the old refresh token stays valid until it expires or is revoked.
  return json(issueTokens(user));
});

const verifyEmail = route('get', pattern(endpoints.auth.verifyEmail, ':uid', ':token'), ({ params }) => {
  const uid = params.uid ?? '';
  const token = params.token ?? '';
  const check = checkLink(uid, token, 'verify');
  if (check.ok) {
    check.user.isEmailVerified = true;
    markUsed(check.row);
    return json({ message: MESSAGES.emailVerified });
  }
  // Clicking the link a second time is not an error for someone who is verified already.
  const user = userFromUid(uid);
  const usedBefore = db.linkTokens.some((row) => row.token === token && row.userId === user?.id && row.usedAt);
  if (user?.isEmailVerified && usedBefore) return json({ message: MESSAGES.emailAlreadyVerified });
  return detail(400, MESSAGES.verificationInvalid);
});

const resendVerification = route(
  'post',
  endpoints.auth.resendVerification,
  withAuth(({ user }) => {
    if (user.isEmailVerified) return detail(400, MESSAGES.emailAlreadyVerified);
    sendLinkEmail(user, 'verify');
    return json({ message: MESSAGES.verificationResent });
  }),
);

const register2fa = route(
  'post',
  endpoints.auth.register2fa,
  withAuth(({ user }) => {
    user.twoFactor = { enabled: true, secret: randomToken(32).toUpperCase() };
    return json({ qrCode: QR_CODE_PNG_BASE64 });
  }),
);

const passwordReset = route('post', endpoints.auth.passwordReset, async ({ request }) => {
  const body = await readJson(request);
  if (!body) return invalidJson();
  const email = stringField(body, 'email');
  if (!email) return fieldErrors({ email: MESSAGES.required });
  // Neutral answer either way, so nobody can find out which addresses have an account.
  const user = findUserByEmail(email);
  if (user) sendLinkEmail(user, 'reset');
  return json({ message: MESSAGES.resetSent });
});

const passwordResetValidate = route(
  'get',
  pattern(endpoints.auth.passwordResetValidate, ':uidb64', ':token'),
  ({ params }) => {
    const check = checkLink(params.uidb64 ?? '', params.token ?? '', 'reset');
    return json(check.ok ? { valid: true } : { valid: false, error: check.error });
  },
);

const passwordResetConfirm = route('post', endpoints.auth.passwordResetConfirm, async ({ request }) => {
  const body = await readJson(request);
  if (!body) return invalidJson();
  const uid = stringField(body, 'uidb_64') ?? stringField(body, 'uidb64') ?? '';
  const token = stringField(body, 'token') ?? '';
  const password = typeof body.new_password === 'string' ? body.new_password : '';
  const check = checkLink(uid, token, 'reset');
  if (!check.ok) {
    return json(
      { error: check.error === 'invalid_user' ? MESSAGES.resetInvalidUser : MESSAGES.resetInvalidToken },
      400,
    );
  }
  const problem = password ? passwordProblem(password) : MESSAGES.required;
  if (problem) return json({ error: problem, new_password: [problem] }, 400);
  if (body.re_new_password !== password) {
    return json({ error: MESSAGES.passwordsDiffer, re_new_password: [MESSAGES.passwordsDiffer] }, 400);
  }
  check.user.password = password;
  markUsed(check.row);
  revokeRefreshTokens(check.user);
  return json({ message: MESSAGES.resetDone });
});

const emailChangeRequest = route(
  'post',
  endpoints.auth.emailChangeRequest,
  withAuth(async ({ request, user }) => {
    const body = await readJson(request);
    if (!body) return invalidJson();
    const newEmail = stringField(body, 'new_email')?.toLowerCase() ?? '';
    if (!newEmail) return detail(400, MESSAGES.required);
    if (!EMAIL_PATTERN.test(newEmail)) return detail(400, MESSAGES.invalidEmail);
    if (newEmail === user.email) return detail(400, MESSAGES.emailChangeSame);
    if (findUserByEmail(newEmail)) return detail(400, MESSAGES.emailTaken);
    sendLinkEmail(user, 'email-change', { to: newEmail, newEmail });
    return json({ message: MESSAGES.emailChangeSent });
  }),
);

const emailChangeConfirm = route('get', pattern(endpoints.auth.emailChangeConfirm, ':uid', ':token'), ({ params }) => {
  const check = checkLink(params.uid ?? '', params.token ?? '', 'email-change');
  const newEmail = check.ok ? check.row.newEmail : null;
  if (!check.ok || !newEmail) return detail(400, MESSAGES.emailChangeInvalid);
  if (findUserByEmail(newEmail)) return detail(400, MESSAGES.emailTaken);
  check.user.email = newEmail;
  // The link reached the new mailbox, so the new address is verified.
  check.user.isEmailVerified = true;
  markUsed(check.row);
  return json({ message: MESSAGES.emailChanged, email: newEmail });
});

export const authHandlers = [
  login,
  register,
  refresh,
  verifyEmail,
  resendVerification,
  register2fa,
  passwordReset,
  passwordResetValidate,
  passwordResetConfirm,
  emailChangeRequest,
  emailChangeConfirm,
];
