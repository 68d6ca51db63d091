/** Helpers for tests (Vitest and browser tests): log in as a seeded user, expired tokens, read the outbox. */
import { STORAGE_KEYS } from '@/config/constants';
import { db } from './db';
import type { OutboxEmail, UserRow } from './db-types';
import { findUserByEmail, issueTokens } from './domain/accounts';
import { mintAccessToken } from './jwt';
import { TOKEN_LIFETIME } from './config';

function existingUser(email: string): UserRow {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`Mock user ${email} does not exist (see src/mocks/demo-accounts.ts).`);
  return user;
}

/** Mints tokens for an existing user and stores them as the app does (`localStorage.auth`). */
export function loginAs(email: string): { access: string; refresh: string } {
  const tokens = issueTokens(existingUser(email));
  localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify(tokens));
  return tokens;
}

/** A correctly signed access token that expired a minute ago, for refresh-and-retry tests. */
export function expiredAccessTokenFor(email: string): string {
  return mintAccessToken(existingUser(email), Date.now() - TOKEN_LIFETIME.access - 60_000);
}

/** The emails "sent" to an address, oldest first. */
export function readOutbox(email: string): OutboxEmail[] {
  const wanted = email.toLowerCase();
  return db.outbox.filter((message) => message.to.toLowerCase() === wanted);
}
