/** One-time links sent by email (verification, password reset, email change) and the outbox they land in. */
import { paths } from '@/config/paths';
import { LINK_LIFETIME } from '../config';
import { db } from '../db';
import type { EmailKind, LinkTokenRow, OutboxEmail, UserRow } from '../db-types';
import { base64UrlToText, textToBase64Url } from '../lib/base64url';
import { randomToken } from '../lib/random';
import { findUserById } from './accounts';

/** Django-style uidb64: the user id in base64url. */
export function uidFor(user: UserRow): string {
  return textToBase64Url(String(user.id));
}

export function userFromUid(uid: string): UserRow | undefined {
  const decoded = base64UrlToText(uid);
  return decoded && /^\d+$/.test(decoded) ? findUserById(Number(decoded)) : undefined;
}

const CONTENT: Record<EmailKind, { subject: string; intro: string; link: (uid: string, token: string) => string }> = {
  verify: {
    subject: 'Bevestig je e-mailadres voor Tenderwijzer',
    intro: 'Welkom bij Tenderwijzer! Klik op de link hieronder om je e-mailadres te bevestigen.',
    link: paths.verifyEmail.getHref,
  },
  reset: {
    subject: 'Stel je wachtwoord opnieuw in',
    intro:
      'Je vroeg om je wachtwoord opnieuw in te stellen. Klik op de link hieronder om een nieuw wachtwoord te kiezen.',
    link: paths.passwordResetConfirm.getHref,
  },
  'email-change': {
    subject: 'Bevestig je nieuwe e-mailadres',
    intro:
      'Je vroeg om het e-mailadres van je Tenderwijzer-account te wijzigen. Klik op de link hieronder om te bevestigen.',
    link: paths.emailChangeConfirm.getHref,
  },
};

/** Creates a one-time link for the user and "sends" it: the email lands in the outbox. */
export function sendLinkEmail(
  user: UserRow,
  kind: EmailKind,
  { to = user.email, newEmail = null }: { to?: string; newEmail?: string | null } = {},
  now = new Date(),
): OutboxEmail {
  const token = randomToken(32);
  db.linkTokens.push({ token, userId: user.id, kind, createdAt: now.toISOString(), usedAt: null, newEmail });
  const content = CONTENT[kind];
  const link = content.link(uidFor(user), token);
  const email: OutboxEmail = {
    to,
    subject: content.subject,
    link,
    kind,
    createdAt: now.toISOString(),
    body: `Beste ${user.firstName || 'gebruiker'},\n\n${content.intro}\n\n${link}\n\nMet vriendelijke groeten,\nHet Tenderwijzer-team`,
  };
  db.outbox.push(email);
  return email;
}

export type LinkCheck =
  { ok: true; user: UserRow; row: LinkTokenRow } | { ok: false; error: 'invalid_user' | 'invalid_token' };

/** Whether a link's uid and token belong together, are of the right kind, unused and not expired. */
export function checkLink(uid: string, token: string, kind: EmailKind, now = Date.now()): LinkCheck {
  const user = userFromUid(uid);
  if (!user) return { ok: false, error: 'invalid_user' };
  const row = db.linkTokens.find((candidate) => candidate.token === token && candidate.kind === kind);
  const valid =
    row && row.userId === user.id && row.usedAt === null && now < Date.parse(row.createdAt) + LINK_LIFETIME[kind];
  return valid ? { ok: true, user, row } : { ok: false, error: 'invalid_token' };
}

export function markUsed(row: LinkTokenRow, now = new Date()): void {
  row.usedAt = now.toISOString();
}
