import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/controls/button';
import { Input } from '@/components/ui/controls/input';
import { t } from '@/i18n/auth';
import { useRequestPasswordReset } from '../api/password-reset';
import { emailRules } from '@/features/auth/forms/email-rules';

/**
 * Asks for a reset link. Whatever the server answers, the same neutral message shows (spec §8), so the
 * page never tells whether an account exists.
 */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => {
    if (!request.isPending) request.mutate({ email: email.trim() });
  });
  const done = request.isSuccess || request.isError;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <div role="status">
        {done && (
          <p className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {t('auth.forgotPassword.sent')}
          </p>
        )}
      </div>
      <Input
        label={t('auth.forgotPassword.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', emailRules())}
      />
      <Button type="submit" size="lg" isLoading={request.isPending}>
        {t('auth.forgotPassword.submit')}
      </Button>
    </form>
  );
}
