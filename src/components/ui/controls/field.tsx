import { ExclamationCircleIcon } from '@heroicons/react/20/solid';
import type { ReactNode } from 'react';
import { cn } from '@/lib/frame/cn';
import { errorId, hintId } from '@/components/ui/controls/field-aria';

type FieldProps = {
  /** The control's id, which the label points at. */
  id: string;
  label: ReactNode;
  /** Keeps the label for screen readers only, for fields whose purpose the layout already shows. */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: ReactNode;
};

/** Label, control, hint and error message of one form field (the control wires the ids itself). */
export function Field({ id, label, hideLabel = false, hint, error, className, children }: FieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-slate-800'}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId(id)} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId(id)} className="flex items-start gap-1 text-sm text-red-600">
          <ExclamationCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}
