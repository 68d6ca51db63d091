import { useForm } from 'react-hook-form';
import { errorDetail } from '@/api/errors';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { t } from '@/i18n';
import { useLogin, type LoginInput } from '../api/login';
import { EMAIL_PATTERN } from '../lib/email-pattern';

/** Email and password form (spec §5 'Login'); shows the server's detail or 'Something went wrong'. */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin({ onSuccess });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ defaultValues: { email: '', password: '' } });

  return (
    <form noValidate onSubmit={handleSubmit((values) => login.mutate(values))} className="flex flex-col gap-4">
      {login.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorDetail(login.error) ?? t('auth.login.failed')}
        </p>
      )}
      <Input
        label={t('auth.login.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', {
          required: t('auth.validation.required'),
          pattern: { value: EMAIL_PATTERN, message: t('auth.validation.email') },
        })}
      />
      <Input
        label={t('auth.login.password')}
        type="password"
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
