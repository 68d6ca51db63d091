import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorDetail, fieldErrorMessage } from '@/api/errors';
import { Button } from '@/components/ui/controls/button';
import { Input } from '@/components/ui/controls/input';
import { notify } from '@/lib/logged-in/toast';
import { t } from '@/i18n/account';
import { useRequestEmailChange } from '../api/request-email-change';
import { EMAIL_PATTERN } from '@/lib/auth/email-pattern';

function requestErrorMessage(error: unknown) {
  return errorDetail(error) ?? fieldErrorMessage(error, 'new_email') ?? t('account.emailChange.failed');
}

/**
 * The read-only email with 'Wijzigen'/'Annuleren' and the new-email request (spec §2). Its own
 * react-hook-form: the profile's 'Opslaan' never sends the email (spec §5).
 */
export function EmailChangeField({ email }: { email: string }) {
  const [editing, setEditing] = useState(false);
  const newEmailId = useId();
  const request = useRequestEmailChange();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<{ newEmail: string }>({ defaultValues: { newEmail: '' } });

  // 'Wijzigen' reveals the field: take the user straight to it.
  useEffect(() => {
    if (editing) setFocus('newEmail');
  }, [editing, setFocus]);

  const close = () => {
    setEditing(false);
    reset();
    request.reset();
  };

  const onSubmit = handleSubmit(({ newEmail }) => {
    if (request.isPending) return;
    request.mutate(
      { newEmail: newEmail.trim() },
      {
        onSuccess: () => {
          notify.success(t('account.emailChange.sent'));
          close();
        },
        onError: (error) => notify.error(requestErrorMessage(error)),
      },
    );
  });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-end gap-2">
        <Input
          label={t('account.profile.email')}
          type="email"
          value={email}
          readOnly
          containerClassName="min-w-0 flex-1"
        />
        <Button
          variant="outlined"
          aria-expanded={editing}
          aria-controls={editing ? newEmailId : undefined}
          onClick={() => (editing ? close() : setEditing(true))}
          className="min-h-11"
        >
          {editing ? t('account.emailChange.cancel') : t('account.emailChange.change')}
        </Button>
      </div>
      {editing && (
        // Not a <form>: it sits inside the profile's form, and Enter here must send this request only.
        <div
          id={newEmailId}
          className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-start"
        >
          <Input
            label={t('account.emailChange.newEmail')}
            type="email"
            autoComplete="email"
            hint={t('account.emailChange.hint')}
            error={errors.newEmail?.message ?? (request.isError ? requestErrorMessage(request.error) : undefined)}
            containerClassName="min-w-0 flex-1"
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void onSubmit();
            }}
            {...register('newEmail', {
              validate: (value) => {
                const trimmed = value.trim();
                if (!trimmed) return t('account.emailChange.empty');
                return EMAIL_PATTERN.test(trimmed) || t('account.emailChange.invalid');
              },
            })}
          />
          <Button isLoading={request.isPending} onClick={() => void onSubmit()} className="min-h-11 sm:mt-7">
            {t('account.emailChange.submit')}
          </Button>
        </div>
      )}
    </div>
  );
}
