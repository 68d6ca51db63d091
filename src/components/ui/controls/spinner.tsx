import { cn } from '@/lib/frame/cn';
import { VisuallyHidden } from '@/components/ui/primitives/visually-hidden';

type SpinnerSize = 'sm' | 'md' | 'lg';

const sizeClasses: Record<SpinnerSize, string> = {
  sm: 'size-4',
  md: 'size-6',
  lg: 'size-10',
};

type SpinnerProps = {
  size?: SpinnerSize;
  /** When given, the spinner is announced (role="status"); without it, it is decoration. */
  label?: string;
  className?: string;
};

/** A rotating ring in the current text colour; it stands still under reduced motion (global CSS). */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const ring = (
    <svg
      className={cn('animate-spin', sizeClasses[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle className="opacity-25" cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" />
      <path className="opacity-75" fill="currentColor" d="M4 12a8 8 0 0 1 8-8v4a4 4 0 0 0-4 4H4z" />
    </svg>
  );
  if (!label) return ring;
  return (
    <span role="status" className="inline-flex">
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
