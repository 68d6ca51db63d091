import type { ComponentProps } from 'react';
import { cn } from '@/lib/frame/cn';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'error' | 'brand';

// Dark text on a light tint of the status colour keeps contrast above 4.5:1 at 12-14 px.
const tones: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  info: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  warning: 'bg-amber-50 text-amber-800 ring-amber-500/30',
  error: 'bg-red-50 text-red-700 ring-red-600/20',
  brand: 'bg-blue-50 text-blue-800 ring-blue-700/20',
};

type BadgeProps = ComponentProps<'span'> & { tone?: BadgeTone };

/** A small rounded label, for example a tender's sector or region. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...rest}
    />
  );
}
