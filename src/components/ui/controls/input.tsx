import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/frame/cn';
import { Field } from './field';
import { controlClasses, fieldAria } from '@/components/ui/controls/field-aria';

export type InputProps = ComponentProps<'input'> & {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Shown in red with an error icon; marks the input aria-invalid and describes it. */
  error?: string;
  /** Classes of the wrapper (label, input and messages); `className` goes to the input. */
  containerClassName?: string;
};

/** A labelled single-line input; spread react-hook-form's `register(...)` into it (ref included). */
export function Input({
  label,
  hideLabel,
  hint,
  error,
  containerClassName,
  className,
  id: idProp,
  'aria-describedby': describedBy,
  ...rest
}: InputProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  return (
    <Field id={id} label={label} hideLabel={hideLabel} hint={hint} error={error} className={containerClassName}>
      <input
        id={id}
        className={cn(controlClasses, 'min-h-11', className)}
        {...fieldAria(id, { hint, error, describedBy })}
        {...rest}
      />
    </Field>
  );
}
