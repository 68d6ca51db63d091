/** Builds user rows; free of the database so the seed can use it too. */
import type { PreferencesValues, SubscriptionRow, UserRow } from '../db-types';
import { emptyPreferencesValues } from './preferences';
import { noSubscription } from './subscription';

export type NewUser = Partial<Omit<UserRow, 'preferences' | 'subscription'>> & {
  id: number;
  email: string;
  password: string;
  preferences?: Partial<PreferencesValues>;
  subscription?: SubscriptionRow;
};

export function buildUser({ preferences, subscription, ...fields }: NewUser, now: Date): UserRow {
  return {
    firstName: '',
    lastName: '',
    mobile: '',
    companyName: '',
    vatNumber: '',
    isEmailVerified: false,
    dateJoined: now.toISOString(),
    twoFactor: { enabled: false, secret: null },
    tokensValidAfter: 0,
    ...fields,
    email: fields.email.toLowerCase(),
    subscription: subscription ?? noSubscription(),
    preferences: { id: fields.id, ...emptyPreferencesValues(), ...preferences, processing: null },
  };
}
