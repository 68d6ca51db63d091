import { EyeIcon, EyeSlashIcon } from '@heroicons/react/20/solid';
import { useId, useState, type ComponentProps } from 'react';
import { Field } from '@/components/ui/controls/field';
import { controlClasses, fieldAria } from '@/components/ui/controls/field-aria';
import { VisuallyHidden } from '@/components/ui/primitives/visually-hidden';
import { t } from '@/i18n/auth';
import { cn } from '@/lib/frame/cn';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled password field with a show/hide toggle (aria-pressed); spread `register(...)` into it. */
export function PasswordInput({ label, hint, error, id: idProp, ...rest }: PasswordInputProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeSlashIcon : EyeIcon;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={cn(controlClasses, 'min-h-11 pr-12')}
          {...fieldAria(id, { hint, error })}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-controls={id}
          title={visible ? t('auth.password.hide') : t('auth.password.show')}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          <Icon className="size-5" aria-hidden="true" />
          {/* Named by its content, not aria-label, so the field stays the only match for its label. */}
          <VisuallyHidden>{t('auth.password.show')}</VisuallyHidden>
        </button>
      </div>
    </Field>
  );
}
