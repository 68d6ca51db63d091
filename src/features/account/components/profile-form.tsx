import { useForm } from 'react-hook-form';
import { fieldErrorMessage } from '@/api/errors';
import { Banner } from '@/components/ui/controls/banner';
import { Button } from '@/components/ui/controls/button';
import { Input } from '@/components/ui/controls/input';
import { notify } from '@/lib/logged-in/toast';
import { t } from '@/i18n/account';
import type { UpdateUserInput, User } from '../api/schemas';
import { useUpdateMe } from '../api/update-me';
import { BELGIAN_VAT_NUMBER } from '../lib/vat-number';
import { EmailChangeField } from './email-change-field';

type ProfileValues = UpdateUserInput;
const FIELDS = ['firstName', 'lastName', 'mobile', 'companyName', 'vatNumber'] as const;

function trimmed(values: ProfileValues): ProfileValues {
  return Object.fromEntries(FIELDS.map((field) => [field, values[field].trim()])) as ProfileValues;
}

/**
 * 'Profiel' (spec §2, §5, §8): the editable fields and the read-only email with its own change request.
 * A failed save keeps what was typed and says so; server field errors show on their fields.
 */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateMe();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileValues>({
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      mobile: user.mobile,
      companyName: user.companyName,
      vatNumber: user.vatNumber,
    },
  });

  const onSubmit = handleSubmit(
    (values) => {
      if (update.isPending) return;
      const body = trimmed(values);
      update.mutate(body, {
        onSuccess: () => {
          reset(body);
          notify.success(t('account.profile.saved'));
        },
        onError: (error) => {
          FIELDS.forEach((field) => {
            const message = fieldErrorMessage(error, field);
            if (message) setError(field, { message });
          });
          notify.error(t('account.profile.saveFailed'));
        },
      });
    },
    (invalid) => {
      if (invalid.firstName || invalid.lastName) notify.error(t('account.profile.namesRequired'));
    },
  );

  const required = (value: string) => value.trim() !== '' || t('account.profile.required');
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('account.profile.title')}>
      {update.isError && (
        <Banner status="error" title={t('account.profile.saveFailed')} message={t('account.profile.keptInput')} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('account.profile.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName', { validate: required })}
        />
        <Input
          label={t('account.profile.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName', { validate: required })}
        />
      </div>
      <EmailChangeField email={user.email} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('account.profile.mobile')}
          type="tel"
          autoComplete="tel"
          error={errors.mobile?.message}
          {...register('mobile')}
        />
        <Input
          label={t('account.profile.companyName')}
          autoComplete="organization"
          error={errors.companyName?.message}
          {...register('companyName')}
        />
      </div>
      <Input
        label={t('account.profile.vatNumber')}
        placeholder={t('account.profile.vatPlaceholder')}
        autoComplete="off"
        error={errors.vatNumber?.message}
        containerClassName="sm:max-w-xs"
        {...register('vatNumber', {
          validate: (value) =>
            value.trim() === '' || BELGIAN_VAT_NUMBER.test(value.trim()) || t('account.profile.vatInvalid'),
        })}
      />
      <div>
        <Button type="submit" isLoading={update.isPending}>
          {t('account.profile.save')}
        </Button>
      </div>
    </form>
  );
}
