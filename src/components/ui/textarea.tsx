import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/frame/cn';
import { Field } from '@/components/ui/controls/field';
import { controlClasses, fieldAria } from '@/components/ui/controls/field-aria';

export type TextareaProps = ComponentProps<'textarea'> & {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Shown in red with an error icon; marks the textarea aria-invalid and describes it. */
  error?: string;
  /** Classes of the wrapper (label, textarea and messages); `className` goes to the textarea. */
  containerClassName?: string;
};

/** A labelled multi-line input; spread react-hook-form's `register(...)` into it (ref included). */
export function Textarea({
  label,
  hideLabel,
  hint,
  error,
  containerClassName,
  className,
  id: idProp,
  rows = 4,
  'aria-describedby': describedBy,
  ...rest
}: TextareaProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  return (
    <Field id={id} label={label} hideLabel={hideLabel} hint={hint} error={error} className={containerClassName}>
      <textarea
        id={id}
        rows={rows}
        className={cn(controlClasses, 'resize-y', className)}
        {...fieldAria(id, { hint, error, describedBy })}
        {...rest}
      />
    </Field>
  );
}
