import type { ComponentProps } from 'react';

type VisuallyHiddenProps = ComponentProps<'span'>;

/** Text for screen readers only (spoken, not shown). */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={className ? `sr-only ${className}` : 'sr-only'} {...rest} />;
}
