import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/controls/button';
import { Textarea } from '@/components/ui/textarea';
import { t } from '@/i18n/preferences';
import { PREFERENCE_FIELDS } from '@/features/preferences/logged-in/schemas';
import type { SaveState } from '@/features/preferences/hooks/use-preferences-saver';
import type { PreferenceValues } from '../lib/form-values';

type PreferencesFormProps = {
  /** Read once: later reloads of the preferences never overwrite what the user is typing. */
  initialValues: PreferenceValues;
  disabled: boolean;
  isSubmitting: boolean;
  saveState: SaveState;
  /** Receives the form's value getter once, so saves read the latest text. */
  onReady: (getValues: () => PreferenceValues) => void;
  onEdit: () => void;
  onSubmit: () => void;
};

/**
 * The eight free-text fields (spec §2 Preferences page). The textareas are uncontrolled (react-hook-form's
 * `register`): a save answering while the user types re-renders nothing inside them, so no keystroke is
 * lost and the caret stays put.
 */
export function PreferencesForm({
  initialValues,
  disabled,
  isSubmitting,
  saveState,
  onReady,
  onEdit,
  onSubmit,
}: PreferencesFormProps) {
  const { register, getValues, handleSubmit } = useForm<PreferenceValues>({ defaultValues: initialValues });

  useEffect(() => onReady(getValues), [onReady, getValues]);

  return (
    <form
      noValidate
      aria-label={t('preferences.formLabel')}
      onSubmit={handleSubmit(() => onSubmit())}
      className="flex flex-col gap-6"
    >
      <fieldset disabled={disabled} className="grid gap-5 md:grid-cols-2">
        {PREFERENCE_FIELDS.map((field) => (
          <Textarea
            key={field}
            label={t(`preferences.fields.${field}.label`)}
            placeholder={t(`preferences.fields.${field}.placeholder`)}
            rows={4}
            {...register(field, { onChange: onEdit })}
          />
        ))}
      </fieldset>
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className={saveState === 'failed' ? 'text-sm text-red-700' : 'text-sm text-slate-600'}>
          {saveState === 'idle' ? t('preferences.submitHint') : t(`preferences.saveState.${saveState}`)}
        </p>
        <Button type="submit" size="lg" isLoading={isSubmitting} disabled={disabled} className="shrink-0">
          {t('preferences.submit')}
        </Button>
      </div>
    </form>
  );
}
