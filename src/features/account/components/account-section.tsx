import type { ReactNode } from 'react';
import { cn } from '@/lib/frame/cn';

type AccountSectionProps = {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
};

/**
 * One titled card of /account, a landmark named by its heading; focusable so a scroll to it (billing)
 * moves keyboard and screen-reader users along.
 */
export function AccountSection({ id, title, children, className }: AccountSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      tabIndex={-1}
      className={cn(
        'scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 focus:outline-none',
        className,
      )}
    >
      <h2 id={headingId} className="mb-4 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
