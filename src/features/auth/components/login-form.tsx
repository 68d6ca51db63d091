import { useForm } from 'react-hook-form';
import { errorDetail } from '@/api/errors';
import { Button } from '@/components/ui/controls/button';
import { Input } from '@/components/ui/controls/input';
import { t } from '@/i18n/auth';
import { useLogin, type LoginInput } from '../api/login';
import { FormAlert } from '@/features/auth/forms/form-alert';
import { PasswordInput } from '@/features/auth/forms/password-input';
import { emailRules } from '@/features/auth/forms/email-rules';

/** Email and password form (spec §5 'Login'); shows the server's detail or 'Something went wrong'. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin({ onSuccess });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) => {
    // Enter in a field can submit again while the button is disabled: one request at a time.
    if (!login.isPending) login.mutate(values);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {login.isError && <FormAlert>{errorDetail(login.error) ?? t('auth.login.failed')}</FormAlert>}
      <Input
        label={t('auth.login.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', emailRules())}
      />
      <PasswordInput
        label={t('auth.login.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password', { required: t('auth.validation.required') })}
      />
      <Button type="submit" size="lg" isLoading={login.isPending}>
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
