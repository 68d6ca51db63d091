import { core } from './core';
import { account } from './nl/account';
import { auth } from './nl/auth';
import { createTranslator, type KeyOf } from './translate';

// The account page also shows the auth area's texts (password change, two-factor authentication).
const dictionary = { ...core, account, auth };

/** Texts of the shared UI, `account` and `auth`: imported by the account feature's code only. */
export const { t, tp, hasTranslation, tDynamic } = createTranslator(dictionary);
export type TranslationKey = KeyOf<typeof dictionary>;
