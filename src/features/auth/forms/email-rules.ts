import { t } from '@/i18n/auth';
import { EMAIL_PATTERN } from '@/lib/auth/email-pattern';

/** What the email field of login, registration and a forgotten password checks before anything is sent. */
export const emailRules = () => ({
  required: t('auth.validation.required'),
  pattern: { value: EMAIL_PATTERN, message: t('auth.validation.email') },
});
