import { useId, type ComponentType, type ReactNode, type SVGProps } from 'react';
import { cn } from '@/lib/frame/cn';

export type CalloutTone = 'neutral' | 'info';

type CalloutProps = {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  /** The sentence that says why, under the title. */
  children: ReactNode;
  /** The one way on, usually a ButtonLink. */
  action: ReactNode;
  /** neutral: an empty state (dashed, white); info: a state the user can change by subscribing (blue). */
  tone: CalloutTone;
  /** From 640 px, icon, text and action in one row: for a callout above content rather than instead of it. */
  inline?: boolean;
};

const tones: Record<CalloutTone, { box: string; padding: string; icon: string; body: string }> = {
  neutral: {
    box: 'border-dashed border-slate-300 bg-white',
    padding: 'p-6',
    icon: 'size-8 text-slate-500',
    body: 'text-slate-700',
  },
  info: { box: 'border-blue-200 bg-blue-50 text-blue-950', padding: 'p-5', icon: 'size-6 text-blue-700', body: '' },
};

/** A titled section that says why a place holds what it holds, with one action (design.md 'States'). */
export function Callout({ icon: Icon, title, children, action, tone, inline = false }: CalloutProps) {
  const titleId = useId();
  const look = tones[tone];
  const heading = (
    <h2 id={titleId} className={cn(inline ? 'text-base' : 'text-lg', 'font-semibold')}>
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-3 rounded-xl border',
        look.box,
        inline ? 'p-4 sm:flex-row sm:items-center sm:p-5' : ['items-start', look.padding],
      )}
    >
      <Icon className={cn('shrink-0', look.icon)} aria-hidden="true" />
      {inline ? (
        <>
          <div className="min-w-0 flex-1">
            {heading}
            <p className={cn('mt-1 text-sm', look.body)}>{children}</p>
          </div>
          <div className="self-start sm:self-auto">{action}</div>
        </>
      ) : (
        <>
          {heading}
          <p className={cn('max-w-prose', look.body)}>{children}</p>
          {action}
        </>
      )}
    </section>
  );
}
