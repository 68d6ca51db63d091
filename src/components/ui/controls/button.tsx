import type { ComponentProps } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/primitives/button-styles';
import { Spinner } from './spinner';

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and marks it aria-busy while an action runs. */
  isLoading?: boolean;
};

/**
 * The app's button. `type` defaults to "button" so a button never submits a form by accident:
 * pass `type="submit"` for a form's submit button.
 */
export function Button({
  variant,
  size,
  isLoading = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={buttonClasses({ variant, size, className })}
      {...rest}
    >
      {isLoading && <Spinner size="sm" />}
      {children}
    </button>
  );
}

// The brief names button.tsx as ButtonLink's home too; it lives in its own file (one component per file).
export { ButtonLink, type ButtonLinkProps } from '@/components/ui/primitives/button-link';
