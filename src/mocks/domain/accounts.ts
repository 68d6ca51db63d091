/** Users: lookup, creation and token issuing. */
import { db } from '../db';
import type { UserRow } from '../db-types';
import { mintAccessToken, mintRefreshToken } from '../jwt';
import { buildUser } from './user-factory';

export function findUserByEmail(email: string): UserRow | undefined {
  const wanted = email.trim().toLowerCase();
  return db.users.find((user) => user.email === wanted);
}

export function findUserById(id: number): UserRow | undefined {
  return db.users.find((user) => user.id === id);
}

/** A new account from the register form: unverified, no subscription, empty profile. */
export function createUser(email: string, password: string, now = new Date()): UserRow {
  const user = buildUser({ id: db.nextUserId, email, password }, now);
  db.nextUserId += 1;
  db.users.push(user);
  return user;
}

/** Access and refresh token for a user; the refresh token is recorded so it can be revoked. */
export function issueTokens(user: UserRow, now = Date.now()): { access: string; refresh: string } {
  const refresh = mintRefreshToken(user, now);
  db.refreshTokens.push({
    jti: refresh.jti,
    userId: user.id,
    issuedAt: refresh.iat,
    expiresAt: refresh.exp,
    revokedAt: null,
  });
  return { access: mintAccessToken(user, now), refresh: refresh.token };
}

/** A password reset logs the user out everywhere: every refresh token issued so far stops working. */
export function revokeRefreshTokens(user: UserRow, now = new Date()): void {
  user.tokensValidAfter = Math.floor(now.getTime() / 1000);
  db.refreshTokens
    .filter((row) => row.userId === user.id && row.revokedAt === null)
    .forEach((row) => {
      row.revokedAt = now.toISOString();
    });
}

export function publicUser(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    mobile: user.mobile,
    companyName: user.companyName,
    vatNumber: user.vatNumber,
    isEmailVerified: user.isEmailVerified,
    dateJoined: user.dateJoined,
  };
}
