import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/frame/cn';

type SheetSectionProps = { title: string; intro?: string; children: ReactNode; className?: string };

/** One part of the sheet: a labelled region with a heading under the sheet's own. */
export function SheetSection({ title, intro, children, className }: SheetSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-3', className)}>
      <h3 id={headingId} className="text-lg">
        {title}
      </h3>
      {intro && <p className="text-sm text-slate-600">{intro}</p>}
      {children}
    </section>
  );
}
