import { cn } from '@/lib/frame/cn';

export type ButtonVariant = 'filled' | 'outlined' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold no-underline transition-colors duration-150 ease-out ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  filled: 'bg-blue-700 text-white shadow-sm hover:bg-blue-800 disabled:hover:bg-blue-700',
  outlined: 'border border-blue-700 bg-white text-blue-700 hover:bg-blue-50 disabled:hover:bg-white',
  ghost: 'text-blue-700 hover:bg-blue-50 disabled:hover:bg-transparent',
};

// Touch screens get at least 44 px of height whatever the size (design: touch targets ≥ 44 px).
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-8 px-3 py-1 text-sm pointer-coarse:min-h-11',
  md: 'min-h-10 px-4 py-2 text-base pointer-coarse:min-h-11',
  lg: 'min-h-12 px-6 py-3 text-lg',
};

/**
 * Classes shared by Button and ButtonLink. `className` is for layout (margins, width):
 * `cn` does not resolve conflicting Tailwind classes, so it cannot override a variant's colours.
 */
export function buttonClasses({
  variant = 'filled',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}): string {
  return cn(base, variants[variant], sizes[size], className);
}
