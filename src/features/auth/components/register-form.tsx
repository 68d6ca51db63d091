import { useForm } from 'react-hook-form';
import { fieldErrorMessage } from '@/api/errors';
import { Button } from '@/components/ui/controls/button';
import { Input } from '@/components/ui/controls/input';
import { PASSWORD_MIN_LENGTH } from '@/config/constants';
import { t } from '@/i18n/auth';
import { useRegister } from '../api/register';
import { FormAlert } from '@/features/auth/forms/form-alert';
import { PasswordInput } from '@/features/auth/forms/password-input';
import { emailRules } from '@/features/auth/forms/email-rules';

type RegisterValues = { email: string; password: string; confirmPassword: string };

/** Register failure (spec §8): the first message of the password error, otherwise 'Er is iets misgegaan'. */
function registerErrorMessage(error: unknown) {
  return fieldErrorMessage(error, 'password') ?? t('auth.register.failed');
}

/** Email, password and confirmation (spec §5 'Register'); server field errors also land on their fields. */
export function RegisterForm({ onSuccess }: { onSuccess: (email: string) => void }) {
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterValues>({ defaultValues: { email: '', password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(({ email, password, confirmPassword }) => {
    if (registration.isPending) return;
    registration.mutate(
      { email: email.trim(), password, rePassword: confirmPassword },
      { onSuccess: () => onSuccess(email.trim()) },
    );
  });

  const serverError = registration.error;
  const emailError = errors.email?.message ?? fieldErrorMessage(serverError, 'email');
  const passwordError = errors.password?.message ?? fieldErrorMessage(serverError, 'password');
  const confirmError =
    errors.confirmPassword?.message ??
    fieldErrorMessage(serverError, 're_password') ??
    fieldErrorMessage(serverError, 'rePassword');

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {registration.isError && <FormAlert>{registerErrorMessage(serverError)}</FormAlert>}
      <Input
        label={t('auth.register.email')}
        type="email"
        autoComplete="email"
        error={emailError}
        {...register('email', emailRules())}
      />
      <PasswordInput
        label={t('auth.register.password')}
        hint={t('auth.register.passwordHint')}
        autoComplete="new-password"
        error={passwordError}
        {...register('password', {
          required: t('auth.validation.required'),
          minLength: { value: PASSWORD_MIN_LENGTH, message: t('auth.validation.passwordLength') },
        })}
      />
      <PasswordInput
        label={t('auth.register.confirmPassword')}
        autoComplete="new-password"
        error={confirmError}
        {...register('confirmPassword', {
          required: t('auth.validation.required'),
          validate: (value, values) => value === values.password || t('auth.validation.passwordsDiffer'),
        })}
      />
      <Button type="submit" size="lg" isLoading={registration.isPending}>
        {t('auth.register.submit')}
      </Button>
    </form>
  );
}
