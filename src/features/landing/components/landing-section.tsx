import type { ReactNode } from 'react';
import { cn } from '@/lib/frame/cn';

type LandingSectionProps = {
  /** The anchor (spec §2); the section is focusable so a scroll link can move focus to it. */
  id?: string;
  /** Id of the heading that names the section landmark. */
  labelledBy: string;
  tone?: 'white' | 'slate' | 'blue';
  children: ReactNode;
  className?: string;
};

const tones = {
  white: 'bg-white',
  slate: 'bg-slate-50',
  blue: 'bg-blue-900 text-white',
} as const;

/** A full-width band of the landing page holding one section, clear of the sticky header when scrolled to. */
export function LandingSection({ id, labelledBy, tone = 'white', children, className }: LandingSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      tabIndex={id ? -1 : undefined}
      className={cn('scroll-mt-16 py-16 focus:outline-none sm:py-24', tones[tone], className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}
