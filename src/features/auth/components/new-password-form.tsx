import { useForm } from 'react-hook-form';
import { errorDetail, errorField, fieldErrorMessage } from '@/api/errors';
import { Button } from '@/components/ui/controls/button';
import { PASSWORD_MIN_LENGTH } from '@/config/constants';
import { t } from '@/i18n/auth';
import { useConfirmPasswordReset } from '../api/password-reset';
import { FormAlert } from '@/features/auth/forms/form-alert';
import { PasswordInput } from '@/features/auth/forms/password-input';

type NewPasswordValues = { newPassword: string; confirmPassword: string };

/** Confirm failure (spec §8): the server's error or detail, otherwise 'Kon wachtwoord niet opnieuw instellen.' */
function confirmErrorMessage(error: unknown) {
  return errorField(error, 'error') ?? errorDetail(error) ?? t('auth.resetConfirm.failed');
}

/** New password and confirmation for a validated reset link (spec §5 'New password'). */
export function NewPasswordForm({
  uidb64,
  token,
  onSuccess,
}: {
  uidb64: string;
  token: string;
  onSuccess: () => void;
}) {
  const confirm = useConfirmPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordValues>({ defaultValues: { newPassword: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(({ newPassword, confirmPassword }) => {
    if (confirm.isPending) return;
    confirm.mutate({ uidb64, token, newPassword, reNewPassword: confirmPassword }, { onSuccess });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {confirm.isError && <FormAlert>{confirmErrorMessage(confirm.error)}</FormAlert>}
      <PasswordInput
        label={t('auth.resetConfirm.newPassword')}
        hint={t('auth.register.passwordHint')}
        autoComplete="new-password"
        error={errors.newPassword?.message ?? fieldErrorMessage(confirm.error, 'new_password')}
        {...register('newPassword', {
          required: t('auth.validation.required'),
          minLength: { value: PASSWORD_MIN_LENGTH, message: t('auth.validation.passwordLength') },
        })}
      />
      <PasswordInput
        label={t('auth.resetConfirm.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message ?? fieldErrorMessage(confirm.error, 're_new_password')}
        {...register('confirmPassword', {
          required: t('auth.validation.required'),
          validate: (value, values) => value === values.newPassword || t('auth.validation.passwordsDiffer'),
        })}
      />
      <Button type="submit" size="lg" isLoading={confirm.isPending}>
        {t('auth.resetConfirm.submit')}
      </Button>
    </form>
  );
}
