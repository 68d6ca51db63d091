import { cn } from '@/lib/frame/cn';

type SectionHeadingProps = {
  id?: string;
  title: string;
  lead?: string;
  eyebrow?: string;
  align?: 'center' | 'left';
  className?: string;
};

/** A landing section's h2 with an optional line above and an introduction below. */
export function SectionHeading({ id, title, lead, eyebrow, align = 'center', className }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-pretty text-slate-600">{lead}</p>}
    </div>
  );
}
