/** Server-side password rules, like Django's validators: minimum length, not only digits, not too common. */
import { PASSWORD_MIN_LENGTH } from '@/config/constants';
import { MESSAGES } from '../messages';

const COMMON_PASSWORDS = new Set([
  'password',
  'wachtwoord',
  '12345678',
  '123456789',
  'qwertyuiop',
  'azertyuiop',
  'iloveyou',
]);

/** The first rule a password breaks, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return MESSAGES.passwordCommon;
  if (/^\d+$/.test(password)) return MESSAGES.passwordNumeric;
  return null;
}
